import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import { MIN_SEARCH_TERM_LENGTH } from '../../../common/schemas/search.ts';
import { DateRangeFields, FilterField, KeywordInput, ListFilters } from '../../lib/filter-fields.tsx';
import { SwitchField } from '../../lib/form-field.tsx';
import { isFiltered, NO_FILTERS, type MapFilters } from './map-filters.ts';

interface MapFiltersFormProps {
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
  /** Shapes the view holds as sightings store them (some name two), offered beside the usual ones. */
  viewShapes: readonly string[];
}

const MAP_LIST_CELLS = {
  shape: 'col-6 col-md-4 col-xl-2',
  country: 'col-6 col-md-4 col-xl-3',
  source: 'col-6 col-md-4 col-xl-3',
};

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
 * country, source (when the data holds more than one) and media. Each applies at once, the keyword when submitted; the map, timeline, table and
 * count all follow.
 */
export const MapFiltersForm = memo(function MapFiltersForm({ filters, onChange, viewShapes }: MapFiltersFormProps) {
  const id = useId();
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

  return (
    <form className="map-filters card card-body mb-3" onSubmit={applyTerm} aria-label="Filter sightings in view">
      <div className="row g-2 align-items-end">
        <DateRangeFields
          id={id}
          small
          cellClass="col-6 col-md-4 col-xl-2"
          fromDate={filters.fromDate ?? ''}
          toDate={filters.toDate ?? ''}
          fromMax={filters.toDate}
          toMin={filters.fromDate}
          onFromDate={changeFrom}
          onToDate={changeTo}
        />
        <FilterField id={`${id}-term`} label="Keyword" className="col-12 col-md-4 col-xl-3" small>
          <div className="input-group input-group-sm">
            <KeywordInput
              id={`${id}-term`}
              value={term}
              placeholder={`At least ${MIN_SEARCH_TERM_LENGTH} characters`}
              onChange={setTerm}
            />
            <button type="submit" className="btn btn-outline-primary" disabled={!termReady}>
              Filter
            </button>
          </div>
        </FilterField>
        <ListFilters
          id={id}
          small
          cellClasses={MAP_LIST_CELLS}
          values={filters}
          extraShapes={viewShapes}
          onChange={change}
        />
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        <SwitchField
          id={`${id}-media`}
          className="mb-0"
          label="Only sightings with photos and videos"
          checked={filters.hasMedia}
          onChange={(hasMedia) => change({ hasMedia })}
        />
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
