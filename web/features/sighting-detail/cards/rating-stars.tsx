import { RATING_STAR_COUNT } from '../../../../common/display/rating.ts';

/** Filled and empty stars out of five, read out as a sentence. */
export function RatingStars({ stars }: { stars: number }) {
  return (
    <span className="rating-stars text-warning" role="img" aria-label={`${stars} out of ${RATING_STAR_COUNT} stars`}>
      {Array.from({ length: RATING_STAR_COUNT }, (_, index) => (
        <i key={index} className={`bi ${index < stars ? 'bi-star-fill' : 'bi-star'} me-1`} aria-hidden="true" />
      ))}
    </span>
  );
}
