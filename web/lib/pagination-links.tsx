import { pageWindow } from './page-window.ts';

interface PaginationLinksProps {
  /** Zero-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  disabled?: boolean;
}

interface PageButtonProps {
  target: number;
  label: string;
  text: string;
  disabled: boolean;
  current?: boolean;
  onPageChange: (page: number) => void;
}

function PageButton({ target, label, text, disabled, current = false, onPageChange }: PageButtonProps) {
  return (
    <li className={`page-item${current ? ' active' : ''}${disabled && !current ? ' disabled' : ''}`}>
      <button
        type="button"
        className="page-link"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={() => onPageChange(target)}
      >
        {text}
      </button>
    </li>
  );
}

/** First, previous, up to 7 numbered pages, next and last. */
export function PaginationLinks({
  page,
  totalPages,
  onPageChange,
  label = 'Pages',
  disabled = false,
}: PaginationLinksProps) {
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  const atStart = disabled || page <= 0;
  const atEnd = disabled || page >= last;
  return (
    <nav aria-label={label}>
      <ul className="pagination flex-wrap mb-0">
        <PageButton target={0} label="First page" text="«" disabled={atStart} onPageChange={onPageChange} />
        <PageButton target={page - 1} label="Previous page" text="‹" disabled={atStart} onPageChange={onPageChange} />
        {pageWindow(page, totalPages).map((index) => (
          <PageButton
            key={index}
            target={index}
            label={`Page ${index + 1}`}
            text={String(index + 1)}
            current={index === page}
            disabled={disabled || index === page}
            onPageChange={onPageChange}
          />
        ))}
        <PageButton target={page + 1} label="Next page" text="›" disabled={atEnd} onPageChange={onPageChange} />
        <PageButton target={last} label="Last page" text="»" disabled={atEnd} onPageChange={onPageChange} />
      </ul>
    </nav>
  );
}
