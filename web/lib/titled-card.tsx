import { useId, type ReactNode } from 'react';

interface TitledCardProps {
  title: ReactNode;
  /** The heading's id, for pages and tests that link to it; a generated one otherwise. */
  titleId?: string;
  /** Set while the card's content is being replaced, so assistive technology waits for it. */
  busy?: boolean;
  children: ReactNode;
}

/** A card section headed by its title, which also names the section for assistive technology. */
export function TitledCard({ title, titleId, busy, children }: TitledCardProps) {
  const generatedId = `${useId()}-title`;
  const headingId = titleId ?? generatedId;
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-header h5">
        {title}
      </h2>
      <div className="card-body" aria-busy={busy}>
        {children}
      </div>
    </section>
  );
}
