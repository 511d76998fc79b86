import { useId, type FormEvent } from 'react';
import { MIN_SEARCH_TERM_LENGTH } from '../../../common/schemas/search.ts';
import {
  DateRangeFields,
  FilterField,
  KeywordInput,
  ListFilters,
  type ListFilterValues,
} from '../../lib/filter-fields.tsx';
import { SwitchField } from '../../lib/form-field.tsx';
import type { SearchState } from './saved-search-state.ts';
import { localToday, withFromDate, withToDate } from './search-dates.ts';

/** What the form edits: the search but its page. */
export type SearchFields = Omit<SearchState, 'page' | 'size'>;

interface SearchFormProps {
  fields: SearchFields;
  onChange: (fields: SearchFields) => void;
  onSearch: () => void;
  onReset: () => void;
}

/** The switches under the dates, each named for the field it sets. */
const SWITCHES: ReadonlyArray<{
  field: 'hasMedia' | 'excludeExplained' | 'oneResultPerEvent';
  name: string;
  label: string;
  help?: string;
}> = [
  { field: 'hasMedia', name: 'media', label: 'Only Sightings with Photos and Videos' },
  {
    field: 'excludeExplained',
    name: 'explained',
    label: 'Exclude sightings with a likely explanation',
    help: "A bright planet or the Moon in the report's direction: a possibility, never a verdict.",
  },
  {
    field: 'oneResultPerEvent',
    name: 'events',
    label: 'Show one result per event',
    help: 'Reports of one thing seen by many witnesses are listed once, by the newest that matches.',
  },
];

export function canSearch(term: string): boolean {
  return term.trim().length >= MIN_SEARCH_TERM_LENGTH;
}

const SEARCH_LIST_CELLS = {
  shape: 'col-12 col-sm-6 col-lg-3',
  country: 'col-12 col-sm-6 col-lg-3',
  source: 'col-12 col-sm-6 col-lg-3',
};

/** The lists' values as the form holds them (empty for any) and back. */
const listValues = ({ shape, country, source }: SearchFields): ListFilterValues => ({
  shape: shape || undefined,
  country: country || undefined,
  source: source || undefined,
});
const asFields = (change: ListFilterValues): Partial<SearchFields> =>
  Object.fromEntries(Object.entries(change).map(([name, value]) => [name, value ?? '']));

/**
 * From date, To date, keyword (3 characters at least), shape, country and source (the map panel's
 * lists), the media, explanation and event switches, Reset and Search; with the keyword box empty,
 * Browse dates lists every sighting between the dates.
 */
export function SearchForm({ fields, onChange, onSearch, onReset }: SearchFormProps) {
  const id = useId();
  const noKeyword = fields.term.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch(fields.term)) onSearch();
  };

  return (
    <form className="card card-body mb-4" onSubmit={submit} role="search" aria-label="Search sightings">
      <div className="row g-3">
        <DateRangeFields
          id={id}
          cellClass="col-12 col-sm-6 col-lg-3"
          fromDate={fields.fromDate}
          toDate={fields.toDate}
          fromMax={fields.toDate || undefined}
          toMax={localToday()}
          onFromDate={(value) => onChange({ ...fields, ...withFromDate(fields, value) })}
          onToDate={(value) => onChange({ ...fields, ...withToDate(fields, value) })}
        />
        <FilterField id={`${id}-term`} label="Keyword" className="col-12 col-lg-6">
          <KeywordInput
            id={`${id}-term`}
            value={fields.term}
            placeholder="e.g. lights, triangle, Phoenix"
            describedBy={`${id}-term-help`}
            onChange={(term) => onChange({ ...fields, term })}
          />
          <div id={`${id}-term-help`} className="form-text">
            Enter at least {MIN_SEARCH_TERM_LENGTH} characters, or leave it empty and browse the dates. Put a minus
            before a word to leave it out: lights -balloon. Put words in quotes to find them together: &quot;green
            light&quot;.
          </div>
        </FilterField>
        <ListFilters
          id={id}
          cellClasses={SEARCH_LIST_CELLS}
          values={listValues(fields)}
          onChange={(change) => onChange({ ...fields, ...asFields(change) })}
        />
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mt-3">
        <div className="d-flex flex-column gap-1">
          {SWITCHES.map(({ field, name, label, help }) => (
            <SwitchField
              key={field}
              className="mb-0"
              id={`${id}-${name}`}
              label={label}
              help={help}
              checked={fields[field]}
              onChange={(checked) => onChange({ ...fields, [field]: checked })}
            />
          ))}
        </div>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-outline-secondary" onClick={onReset}>
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            Reset
          </button>
          {noKeyword && (
            <button type="button" className="btn btn-outline-primary" onClick={onSearch}>
              <i className="bi bi-calendar-range me-1" aria-hidden="true" />
              Browse dates
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={!canSearch(fields.term)}>
            <i className="bi bi-search me-1" aria-hidden="true" />
            Search
          </button>
        </div>
      </div>
    </form>
  );
}
