import { useId, type ReactNode } from 'react';

/** Each choice's value and the words shown for it, in order. */
export type Choices<V extends string> = ReadonlyArray<readonly [value: V, name: string]>;

interface ChoiceSelectProps<V extends string> {
  id?: string;
  className: string;
  value: V;
  choices: Choices<V>;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/**
 * A select of named choices. Bootstrap's classes on plain elements: react-bootstrap's Form costs the
 * pages on a budget of JavaScript more than these.
 */
export function ChoiceSelect<V extends string>({
  id,
  className,
  value,
  choices,
  onChange,
  disabled,
}: ChoiceSelectProps<V>) {
  return (
    <select
      id={id}
      className={className}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {choices.map(([choice, name]) => (
        <option key={choice} value={choice}>
          {name}
        </option>
      ))}
    </select>
  );
}

interface InlineSelectProps<V extends string> extends Omit<ChoiceSelectProps<V>, 'id' | 'className'> {
  /** The words before the select, which also name it. */
  label: ReactNode;
  /** Classes added to the label's. */
  labelClassName?: string;
}

/** A labelled select that sits in a line of controls, as wide as its longest choice. */
export function InlineSelect<V extends string>({ label, labelClassName, ...select }: InlineSelectProps<V>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName ? `form-label mb-0 ${labelClassName}` : 'form-label mb-0'}>
        {label}
      </label>
      <ChoiceSelect id={id} className="form-select form-select-sm w-auto" {...select} />
    </>
  );
}
