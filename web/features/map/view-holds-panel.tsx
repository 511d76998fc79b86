import { memo, useId } from 'react';
import { formatCount } from '../../../common/display/count-format.ts';
import type { FacetsAnswer } from '../../../common/schemas/explore.ts';
import { sightingsText, ViewHoldsFrame, viewHoldsCounting } from './view-holds-frame.tsx';
import { refusalOf } from './view-refusal.ts';

const TOP_SHAPES = 5;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HOUR_NAMES = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);

/** A small bar chart as a list: each bar's height is its share of the largest, its words are for screen readers. */
function BarStrip({ title, counts, names, tick }: { title: string; counts: number[]; names: string[]; tick: number }) {
  const id = useId();
  const largest = Math.max(1, ...counts);
  return (
    <div className="view-holds-chart">
      <h3 id={id} className="h6">
        {title}
      </h3>
      <ol className="bar-strip" aria-labelledby={id}>
        {counts.map((count, index) => (
          <li key={names[index]} title={`${names[index]}: ${sightingsText(count)}`}>
            <span className="bar-strip-bar" style={{ height: `${(count / largest) * 100}%` }} aria-hidden="true" />
            <span className="bar-strip-tick" aria-hidden="true">
              {index % tick === 0 ? names[index] : ''}
            </span>
            <span className="visually-hidden">{`${names[index]}: ${sightingsText(count)}`}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function TopShapes({ shapes }: { shapes: FacetsAnswer['shapes'] }) {
  const id = useId();
  const top = shapes.slice(0, TOP_SHAPES);
  const largest = Math.max(1, ...top.map((shape) => shape.count));
  return (
    <div className="view-holds-chart">
      <h3 id={id} className="h6">
        Top shapes
      </h3>
      {top.length === 0 ? (
        <p className="small text-body-secondary">No shapes reported.</p>
      ) : (
        <ol className="top-shapes list-unstyled mb-0" aria-labelledby={id}>
          {top.map((shape) => (
            <li key={shape.value}>
              <span className="top-shapes-name">{shape.value}</span>
              <span className="top-shapes-count">{formatCount(shape.count)}</span>
              <span
                className="top-shapes-bar"
                style={{ width: `${(shape.count / largest) * 100}%` }}
                aria-hidden="true"
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * "What the view holds": the view's top shapes, and its reports by hour of the day and by month of
 * the year, from the facets of the same view and filters as the map, table and timeline.
 */
export const ViewHoldsPanel = memo(function ViewHoldsPanel({
  data,
  error,
}: {
  data: FacetsAnswer | undefined;
  error: Error | null;
}) {
  let body;
  if (error) {
    body = (
      <p className="alert alert-info mb-0" role="status">
        {refusalOf(error) ?? 'Could not count what this view holds. Please try again later.'}
      </p>
    );
  } else if (!data) {
    body = viewHoldsCounting;
  } else if (data.total === 0) {
    body = <p className="text-body-secondary mb-0">No sightings in this view.</p>;
  } else {
    body = (
      <div className="row g-4">
        <div className="col-12 col-md-4">
          <TopShapes shapes={data.shapes} />
        </div>
        <div className="col-12 col-md-4">
          <BarStrip title="Reports by hour of day" counts={data.hours} names={HOUR_NAMES} tick={6} />
          <p className="form-text mb-0">Hours of the sun at each place.</p>
        </div>
        <div className="col-12 col-md-4">
          <BarStrip title="Reports by month of year" counts={data.months} names={MONTH_NAMES} tick={3} />
        </div>
      </div>
    );
  }
  return <ViewHoldsFrame total={data && !error ? data.total : null}>{body}</ViewHoldsFrame>;
});
