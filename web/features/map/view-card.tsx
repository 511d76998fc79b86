import type { ReactNode, Ref } from 'react';

interface ViewCardProps {
  /** The section's own classes besides the card's. */
  className: string;
  titleId: string;
  /** The heading's size: 'h5' or 'h6'. */
  titleSize: 'h5' | 'h6';
  title: string;
  /** A few words beside the title, announced as they change; none when null. */
  note: string | null;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A card below the map about the view: its title with a short note beside it, then what it shows. */
export function ViewCard({ className, titleId, titleSize, title, note, sectionRef, children }: ViewCardProps) {
  return (
    <section ref={sectionRef} className={`${className} card card-body`} aria-labelledby={titleId}>
      <div
        className={`d-flex flex-wrap justify-content-between align-items-baseline gap-2 ${titleSize === 'h6' ? 'mb-1' : 'mb-2'}`}
      >
        <h2 id={titleId} className={`${titleSize} mb-0`}>
          {title}
        </h2>
        {note !== null && (
          <p className="small text-body-secondary mb-0" aria-live="polite">
            {note}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}
