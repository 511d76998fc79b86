import { memo, useDeferredValue, useEffect, useId, useState, type FormEvent } from 'react';
import { MIN_SEARCH_TERM_LENGTH } from '../../../common/schemas/search.ts';
import { SHAPE_OPTIONS } from '../../../common/vocabulary/report-options.ts';
import { codesByCountryName, useCountryCodes } from '../../lib/country-codes.ts';
import { DateRangeFields, FilterField, FilterSelect, KeywordInput } from '../../lib/filter-fields.tsx';
import { sourceOptions, useSightingSources } from '../../lib/sighting-sources.ts';
import { SwitchField } from '../../lib/form-field.tsx';
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
 * country, source (when the data holds more than one) and media. Each applies at once, the keyword when submitted; the map, timeline, table and
 * count all follow.
 */
export const MapFiltersForm = memo(function MapFiltersForm({ filters, onChange, viewShapes }: MapFiltersFormProps) {
  const id = useId();
  // The country list's answer re-renders this form in one task when it arrives; its couple of hundred
  // options are built in a deferred render instead, which React does in slices.
  const countryNames = useDeferredValue(useCountryCodes().data);
  const sources = sourceOptions(useSightingSources().data, filters.source);
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
  const lists = (
    [
      {
        name: 'shape',
        label: 'Shape',
        cellClass: 'col-6 col-md-4 col-xl-2',
        options: shapes.map((shape) => [shape, shape] as const),
      },
      {
        name: 'country',
        label: 'Country',
        cellClass: 'col-6 col-md-4 col-xl-3',
        options: countries.map((code) => [code, countryNames?.[code] ?? code] as const),
      },
      { name: 'source', label: 'Source', cellClass: 'col-6 col-md-4 col-xl-3', options: sources },
    ] as const
  ).filter(({ name, options }) => name !== 'source' || options.length > 0); // one source is no choice

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
        {lists.map(({ name, label, cellClass, options }) => (
          <FilterSelect
            key={name}
            id={`${id}-${name}`}
            label={label}
            className={cellClass}
            small
            value={filters[name]}
            anyLabel={`Any ${label.toLowerCase()}`}
            options={options}
            onChange={(value) => change({ [name]: value })}
          />
        ))}
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
