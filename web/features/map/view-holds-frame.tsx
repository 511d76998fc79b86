import { useId, type ReactNode } from 'react';
import { formatCount } from '../../../common/display/count-format.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { ViewCard } from './view-card.tsx';
import './view-holds-panel.css';

export const sightingsText = (count: number) => `${formatCount(count)} ${count === 1 ? 'sighting' : 'sightings'}`;

/** The card of "What the view holds": its title, and the view's total once counted. */
export function ViewHoldsFrame({ total, children }: { total: number | null; children: ReactNode }) {
  return (
    <ViewCard
      className="view-holds mt-4"
      titleId={useId()}
      titleSize="h5"
      title="What the view holds"
      note={total === null ? null : sightingsText(total)}
    >
      {children}
    </ViewCard>
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
