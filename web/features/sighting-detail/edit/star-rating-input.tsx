import { RATING_STAR_COUNT } from '../../../../common/display/rating.ts';

interface StarRatingInputProps {
  stars: number;
  onChange: (stars: number) => void;
  labelId: string;
}

/** Five star buttons (click a star to set the rating); the chosen one is marked pressed. */
export function StarRatingInput({ stars, onChange, labelId }: StarRatingInputProps) {
  return (
    <div role="group" aria-labelledby={labelId} className="d-flex gap-1 star-rating-input">
      {Array.from({ length: RATING_STAR_COUNT }, (_, index) => {
        const value = index + 1;
        return (
          <button
            key={value}
            type="button"
            className="btn btn-link p-1 text-warning star-rating-button"
            aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
            aria-pressed={value === stars}
            onClick={() => onChange(value)}
          >
            <i className={`bi ${value <= stars ? 'bi-star-fill' : 'bi-star'} fs-4`} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
