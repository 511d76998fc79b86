import { useId, type ReactNode, type Ref } from 'react';
import { Spinner } from '../../../lib/spinner.tsx';
import type { MapFilters } from '../map-filters.ts';
import { ViewCard } from '../view-card.tsx';
import type { DateRange } from './timeline-periods.ts';
import { rangeText } from './timeline-words.ts';
import './view-timeline.css';

/** The timeline's card: its title and the chosen range in words, around what it shows. */
export function TimelineFrame({
  id,
  range,
  playing,
  sectionRef,
  children,
}: {
  /** The title's id is `${id}-title`. */
  id: string;
  range: DateRange;
  playing: boolean;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <ViewCard
      className="view-timeline mb-3"
      titleId={`${id}-title`}
      titleSize="h6"
      title="Timeline"
      note={rangeText(range, playing)}
      sectionRef={sectionRef}
    >
      {children}
    </ViewCard>
  );
}

/** What the timeline shows while its periods load. */
export const timelineLoading = (
  <Spinner label="Loading the timeline..." className="timeline-placeholder justify-content-center" />
);

/** The timeline as it first shows, loading: drawn while its code is on its way. */
export function TimelinePlaceholder({ filters }: { filters: MapFilters }) {
  return (
    <TimelineFrame id={useId()} range={{ fromDate: filters.fromDate, toDate: filters.toDate }} playing={false}>
      {timelineLoading}
    </TimelineFrame>
  );
}
