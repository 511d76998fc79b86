import { memo, useDeferredValue, useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_SEARCH_TERM_LENGTH, MIN_SEARCH_TERM_LENGTH } from '../../../common/schemas/search.ts';
import { SHAPE_OPTIONS } from '../../../common/vocabulary/report-options.ts';
import { codesByCountryName, useCountryCodes } from '../../lib/country-codes.ts';
import { isFiltered, NO_FILTERS, type MapFilters } from './map-filters.ts';

interface MapFiltersFormProps {
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
  /** Shapes the view holds as sightings store them (some name two), offered beside the usual ones. */
  viewShapes: readonly string[];
}

const REAL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's value as a filter: a whole day, or nothing while it is empty or half typed. */
const dayOrNone = (value: string) => (REAL_DAY.test(value) ? value : undefined);

function withoutEmpty(filters: MapFilters): MapFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as unknown as MapFilters;
}

/**
 * The home page's filters: dates, keyword (the search's rules: three characters at least), shape,
 * country and media. Each applies at once, the keyword when submitted; the map, timeline, table and
 * count all follow.
 */
export const MapFiltersForm = memo(function MapFiltersForm({ filters, onChange, viewShapes }: MapFiltersFormProps) {
  const id = useId();
  // The country list's answer re-renders this form in one task when it arrives; its couple of hundred
  // options are built in a deferred render instead, which React does in slices.
  const countryNames = useDeferredValue(useCountryCodes().data);
  const [term, setTerm] = useState(filters.term ?? '');
  // The keyword box follows the address when it changes from elsewhere (Clear, a copied address).
  useEffect(() => setTerm(filters.term ?? ''), [filters.term]);

  const change = (next: Partial<MapFilters>) => onChange(withoutEmpty({ ...filters, ...next }));
  const trimmed = term.trim();
  const termReady = trimmed.length === 0 || trimmed.length >= MIN_SEARCH_TERM_LENGTH;
  const applyTerm = (event: FormEvent) => {
    event.preventDefault();
    if (termReady) change({ term: trimmed || undefined });
  };

  const changeFrom = (value: string) => {
    const fromDate = dayOrNone(value);
    // As on the search screen, a from-date after the to-date moves the to-date to it.
    const toDate = fromDate && filters.toDate && filters.toDate < fromDate ? fromDate : filters.toDate;
    change({ fromDate, toDate });
  };
  const changeTo = (value: string) => {
    const toDate = dayOrNone(value);
    const fromDate = toDate && filters.fromDate && filters.fromDate > toDate ? toDate : filters.fromDate;
    change({ fromDate, toDate });
  };

  const shapes = [...new Set([...SHAPE_OPTIONS, ...viewShapes, ...(filters.shape ? [filters.shape] : [])])].sort();
  const countries = countryNames ? [...codesByCountryName(countryNames)] : [];
  if (filters.country && !countries.includes(filters.country)) countries.unshift(filters.country);

  return (
    <form className="map-filters card card-body mb-3" onSubmit={applyTerm} aria-label="Filter sightings in view">
      <div className="row g-2 align-items-end">
        <div className="col-6 col-md-4 col-xl-2">
          <label htmlFor={`${id}-from`} className="form-label small mb-1">
            From date
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-control form-control-sm"
            value={filters.fromDate ?? ''}
            max={filters.toDate}
            onChange={(event) => changeFrom(event.target.value)}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-2">
          <label htmlFor={`${id}-to`} className="form-label small mb-1">
            To date
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-control form-control-sm"
            value={filters.toDate ?? ''}
            min={filters.fromDate}
            onChange={(event) => changeTo(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-4 col-xl-3">
          <label htmlFor={`${id}-term`} className="form-label small mb-1">
            Keyword
          </label>
          <div className="input-group input-group-sm">
            <input
              id={`${id}-term`}
              type="search"
              className="form-control"
              value={term}
              maxLength={MAX_SEARCH_TERM_LENGTH}
              placeholder={`At least ${MIN_SEARCH_TERM_LENGTH} characters`}
              onChange={(event) => setTerm(event.target.value)}
            />
            <button type="submit" className="btn btn-outline-primary" disabled={!termReady}>
              Filter
            </button>
          </div>
        </div>
        <div className="col-6 col-md-4 col-xl-2">
          <label htmlFor={`${id}-shape`} className="form-label small mb-1">
            Shape
          </label>
          <select
            id={`${id}-shape`}
            className="form-select form-select-sm"
            value={filters.shape ?? ''}
            onChange={(event) => change({ shape: event.target.value || undefined })}
          >
            <option value="">Any shape</option>
            {shapes.map((shape) => (
              <option key={shape} value={shape}>
                {shape}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-4 col-xl-3">
          <label htmlFor={`${id}-country`} className="form-label small mb-1">
            Country
          </label>
          <select
            id={`${id}-country`}
            className="form-select form-select-sm"
            value={filters.country ?? ''}
            onChange={(event) => change({ country: event.target.value || undefined })}
          >
            <option value="">Any country</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryNames?.[code] ?? code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        <div className="form-check form-switch mb-0">
          <input
            id={`${id}-media`}
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={filters.hasMedia}
            onChange={(event) => change({ hasMedia: event.target.checked })}
          />
          <label htmlFor={`${id}-media`} className="form-check-label">
            Only sightings with photos and videos
          </label>
        </div>
        {isFiltered(filters) && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onChange(NO_FILTERS)}>
            <i className="bi bi-x-circle me-1" aria-hidden="true" />
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
});
