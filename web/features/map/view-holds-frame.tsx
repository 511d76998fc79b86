import { useId, type ReactNode } from 'react';
import { formatCount } from '../../../common/display/count-format.ts';
import { Spinner } from '../../lib/spinner.tsx';
import './view-holds-panel.css';

export const sightingsText = (count: number) => `${formatCount(count)} ${count === 1 ? 'sighting' : 'sightings'}`;

/** The card of "What the view holds": its title, and the view's total once counted. */
export function ViewHoldsFrame({ total, children }: { total: number | null; children: ReactNode }) {
  const id = useId();
  return (
    <section className="view-holds card card-body mt-4" aria-labelledby={id}>
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h2 id={id} className="h5 mb-0">
          What the view holds
        </h2>
        {total !== null && (
          <p className="small text-body-secondary mb-0" aria-live="polite">
            {sightingsText(total)}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}

/** What the panel shows while the view is counted. */
export const viewHoldsCounting = (
  <Spinner label="Counting what this view holds..." className="justify-content-center py-3" />
);

/** The panel as it first shows, counting: drawn while its code is on its way. */
export function ViewHoldsPlaceholder() {
  return <ViewHoldsFrame total={null}>{viewHoldsCounting}</ViewHoldsFrame>;
}
