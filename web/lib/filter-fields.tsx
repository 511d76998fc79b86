import { useDeferredValue, type ReactNode } from 'react';
import { MAX_SEARCH_TERM_LENGTH } from '../../common/schemas/search.ts';
import { SHAPE_OPTIONS } from '../../common/vocabulary/report-options.ts';
import { codesByCountryName, useCountryCodes } from './country-codes.ts';
import { sourceOptions, useSightingSources } from './sighting-sources.ts';

/**
 * The fields the home page's filters and the search screen share: the two dates, the keyword and lists
 * (their switches are `SwitchField`s). `small` draws them compact, as over the map. Each takes its id from the form, which names
 * the others after it (`${id}-from`, `${id}-to`).
 */
interface CellProps {
  id: string;
  label: string;
  /** The cell's classes in the form's grid. */
  className: string;
  small?: boolean | undefined;
}

/** A labelled cell of the form's grid holding one control (or a group around it). */
export function FilterField({ id, label, className, small, children }: CellProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={small ? 'form-label small mb-1' : 'form-label'}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface DateRangeFieldsProps {
  id: string;
  /** Each date's cell classes in the form's grid. */
  cellClass: string;
  small?: boolean;
  fromDate: string;
  toDate: string;
  /** The date inputs' own bounds, which their pickers respect. */
  fromMax?: string | undefined;
  toMin?: string | undefined;
  toMax?: string | undefined;
  onFromDate: (value: string) => void;
  onToDate: (value: string) => void;
}

/** From date and To date; what a change does to the other date is the form's rule. */
export function DateRangeFields({ id, cellClass, small, ...props }: DateRangeFieldsProps) {
  const dates = [
    { name: 'from', label: 'From date', value: props.fromDate, max: props.fromMax, onChange: props.onFromDate },
    { name: 'to', label: 'To date', value: props.toDate, min: props.toMin, max: props.toMax, onChange: props.onToDate },
  ];
  return dates.map(({ name, label, onChange, ...input }) => (
    <FilterField key={name} id={`${id}-${name}`} label={label} className={cellClass} small={small}>
      <input
        id={`${id}-${name}`}
        type="date"
        className={small ? 'form-control form-control-sm' : 'form-control'}
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </FilterField>
  ));
}

interface KeywordInputProps {
  id: string;
  value: string;
  placeholder: string;
  describedBy?: string;
  onChange: (value: string) => void;
}

/** The keyword box, as long as the search allows. */
export function KeywordInput({ id, value, placeholder, describedBy, onChange }: KeywordInputProps) {
  return (
    <input
      id={id}
      type="search"
      className="form-control"
      value={value}
      maxLength={MAX_SEARCH_TERM_LENGTH}
      placeholder={placeholder}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface FilterSelectProps extends CellProps {
  value: string | undefined;
  /** The first option, which filters nothing out. */
  anyLabel: string;
  /** Each option's value and the text shown for it. */
  options: ReadonlyArray<readonly [value: string, text: string]>;
  onChange: (value: string | undefined) => void;
}

/** A list of values to keep, with a first option that keeps them all. */
export function FilterSelect({ value, anyLabel, options, onChange, ...cell }: FilterSelectProps) {
  return (
    <FilterField {...cell}>
      <select
        id={cell.id}
        className={cell.small ? 'form-select form-select-sm' : 'form-select'}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The lists both filter forms narrow by: what a sighting stores for each. */
export interface ListFilterValues {
  shape?: string | undefined;
  country?: string | undefined;
  source?: string | undefined;
}

interface ListFiltersProps {
  id: string;
  small?: boolean;
  /** Each list's cell classes in the form's grid. */
  cellClasses: Record<keyof ListFilterValues, string>;
  values: ListFilterValues;
  /** Shapes the sightings shown hold as stored (some name two), offered beside the usual ones. */
  extraShapes?: readonly string[];
  onChange: (change: ListFilterValues) => void;
}

/**
 * Shape, country and source (when the data holds more than one): the same lists on the map's panel and
 * the search screen, each with a first option that keeps every sighting.
 */
export function ListFilters({ id, small, cellClasses, values, extraShapes = [], onChange }: ListFiltersProps) {
  // The country list's answer re-renders the form in one task when it arrives; its couple of hundred
  // options are built in a deferred render instead, which React does in slices.
  const countryNames = useDeferredValue(useCountryCodes().data);
  const sources = sourceOptions(useSightingSources().data, values.source);
  const shapes = [...new Set([...SHAPE_OPTIONS, ...extraShapes, ...(values.shape ? [values.shape] : [])])].sort();
  const countries = countryNames ? [...codesByCountryName(countryNames)] : [];
  if (values.country && !countries.includes(values.country)) countries.unshift(values.country);
  const lists = (
    [
      { name: 'shape', label: 'Shape', options: shapes.map((shape) => [shape, shape] as const) },
      {
        name: 'country',
        label: 'Country',
        options: countries.map((code) => [code, countryNames?.[code] ?? code] as const),
      },
      { name: 'source', label: 'Source', options: sources },
    ] as const
  ).filter(({ name, options }) => name !== 'source' || options.length > 0); // one source is no choice
  return lists.map(({ name, label, options }) => (
    <FilterSelect
      key={name}
      id={`${id}-${name}`}
      label={label}
      className={cellClasses[name]}
      small={small}
      value={values[name]}
      anyLabel={`Any ${label.toLowerCase()}`}
      options={options}
      onChange={(value) => onChange({ [name]: value })}
    />
  ));
}
