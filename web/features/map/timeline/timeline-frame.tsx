import { useId, type ReactNode, type Ref } from 'react';
import { Spinner } from '../../../lib/spinner.tsx';
import type { MapFilters } from '../map-filters.ts';
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
    <section ref={sectionRef} className="view-timeline card card-body mb-3" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-1">
        <h2 id={`${id}-title`} className="h6 mb-0">
          Timeline
        </h2>
        <p className="small text-body-secondary mb-0" aria-live="polite">
          {rangeText(range, playing)}
        </p>
      </div>
      {children}
    </section>
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
