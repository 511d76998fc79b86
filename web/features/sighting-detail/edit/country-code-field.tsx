import { codesByCountryName, useCountryCodes } from '../../../lib/country-codes.ts';

interface CountryCodeFieldProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}

/** The country code as a choice of countries; a two-letter box while the names are unavailable. */
export function CountryCodeField({ id, value, onChange, invalid, describedBy }: CountryCodeFieldProps) {
  const { data: names } = useCountryCodes();
  const className = invalid ? ' is-invalid' : '';
  if (!names) {
    return (
      <input
        id={id}
        type="text"
        className={`form-control${className}`}
        maxLength={2}
        autoComplete="off"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const codes = [...codesByCountryName(names)];
  // A stored code the list lacks stays choosable, so opening the editor never changes it.
  if (value && !names[value.toUpperCase()]) codes.unshift(value);
  return (
    <select
      id={id}
      className={`form-select${className}`}
      value={names[value.toUpperCase()] ? value.toUpperCase() : value}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Not specified</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {names[code] ? `${names[code]} (${code})` : code}
        </option>
      ))}
    </select>
  );
}
