import type { ReactNode } from 'react';

/** One fact: its name and its value. */
export type Fact = readonly [name: string, value: ReactNode];

interface FactListProps {
  facts: readonly Fact[];
  /** The list's own classes, e.g. its spacing. */
  className: string;
  /** Each row's classes beside Bootstrap's `row`. */
  rowClassName: string;
  /** Each value's classes beside its column's. */
  valueClassName?: string;
  label?: string;
}

/** Facts as a definition list, a row each: the name in a third of the width (a quarter on wide screens). */
export function FactList({ facts, className, rowClassName, valueClassName, label }: FactListProps) {
  const valueClass = valueClassName ? `col-sm-8 col-lg-9 ${valueClassName}` : 'col-sm-8 col-lg-9';
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([name, value]) => (
        <div key={name} className={`row ${rowClassName}`}>
          <dt className="col-sm-4 col-lg-3">{name}</dt>
          <dd className={valueClass}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
