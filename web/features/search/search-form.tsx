import { useId, type FormEvent } from 'react';
import { MAX_SEARCH_TERM_LENGTH, MIN_SEARCH_TERM_LENGTH } from '../../../common/schemas/search.ts';
import { localToday, withFromDate, withToDate } from './search-dates.ts';

export interface SearchFields {
  term: string;
  fromDate: string;
  toDate: string;
  hasMedia: boolean;
  excludeExplained: boolean;
  oneResultPerEvent: boolean;
}

interface SearchFormProps {
  fields: SearchFields;
  onChange: (fields: SearchFields) => void;
  onSearch: () => void;
  onReset: () => void;
}

export function canSearch(term: string): boolean {
  return term.trim().length >= MIN_SEARCH_TERM_LENGTH;
}

/** From date, To date, keyword (3 characters at least), the media, explanation and event switches, Reset and Search. */
export function SearchForm({ fields, onChange, onSearch, onReset }: SearchFormProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch(fields.term)) onSearch();
  };

  return (
    <form className="card card-body mb-4" onSubmit={submit} role="search" aria-label="Search sightings">
      <div className="row g-3">
        <div className="col-12 col-sm-6 col-lg-3">
          <label htmlFor={`${id}-from`} className="form-label">
            From date
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-control"
            value={fields.fromDate}
            max={fields.toDate || undefined}
            onChange={(event) => onChange({ ...fields, ...withFromDate(fields, event.target.value) })}
          />
        </div>
        <div className="col-12 col-sm-6 col-lg-3">
          <label htmlFor={`${id}-to`} className="form-label">
            To date
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-control"
            value={fields.toDate}
            max={localToday()}
            onChange={(event) => onChange({ ...fields, ...withToDate(fields, event.target.value) })}
          />
        </div>
        <div className="col-12 col-lg-6">
          <label htmlFor={`${id}-term`} className="form-label">
            Keyword
          </label>
          <input
            id={`${id}-term`}
            type="search"
            className="form-control"
            value={fields.term}
            maxLength={MAX_SEARCH_TERM_LENGTH}
            placeholder="e.g. lights, triangle, Phoenix"
            aria-describedby={`${id}-term-help`}
            onChange={(event) => onChange({ ...fields, term: event.target.value })}
          />
          <div id={`${id}-term-help`} className="form-text">
            Enter at least {MIN_SEARCH_TERM_LENGTH} characters. Put a minus before a word to leave it out: lights
            -balloon. Put words in quotes to find them together: &quot;green light&quot;.
          </div>
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mt-3">
        <div className="d-flex flex-column gap-1">
          <div className="form-check form-switch mb-0">
            <input
              id={`${id}-media`}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={fields.hasMedia}
              onChange={(event) => onChange({ ...fields, hasMedia: event.target.checked })}
            />
            <label htmlFor={`${id}-media`} className="form-check-label">
              Only Sightings with Photos and Videos
            </label>
          </div>
          <div className="form-check form-switch mb-0">
            <input
              id={`${id}-explained`}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={fields.excludeExplained}
              aria-describedby={`${id}-explained-help`}
              onChange={(event) => onChange({ ...fields, excludeExplained: event.target.checked })}
            />
            <label htmlFor={`${id}-explained`} className="form-check-label">
              Exclude sightings with a likely explanation
            </label>
            <div id={`${id}-explained-help`} className="form-text mt-0">
              A bright planet or the Moon in the report's direction: a possibility, never a verdict.
            </div>
          </div>
          <div className="form-check form-switch mb-0">
            <input
              id={`${id}-events`}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={fields.oneResultPerEvent}
              aria-describedby={`${id}-events-help`}
              onChange={(event) => onChange({ ...fields, oneResultPerEvent: event.target.checked })}
            />
            <label htmlFor={`${id}-events`} className="form-check-label">
              Show one result per event
            </label>
            <div id={`${id}-events-help`} className="form-text mt-0">
              Reports of one thing seen by many witnesses are listed once, by the newest that matches.
            </div>
          </div>
        </div>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-outline-secondary" onClick={onReset}>
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            Reset
          </button>
          <button type="submit" className="btn btn-primary" disabled={!canSearch(fields.term)}>
            <i className="bi bi-search me-1" aria-hidden="true" />
            Search
          </button>
        </div>
      </div>
    </form>
  );
}
