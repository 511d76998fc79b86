/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label = 'Loading...', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`d-flex align-items-center gap-2 ${className}`}>
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A button's icon: a small spinner while its action runs, else the Bootstrap icon named (e.g. 'bi-search'). */
export function BusyIcon({ busy, icon }: { busy: boolean; icon: string }) {
  return busy ? (
    <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
  ) : (
    <i className={`bi ${icon} me-1`} aria-hidden="true" />
  );
}
