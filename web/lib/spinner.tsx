/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label = 'Loading...', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`d-flex align-items-center gap-2 ${className}`}>
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
