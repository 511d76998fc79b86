import type { ReactNode } from 'react';

/** One fact: its name and its value. */
export type Fact = [name: string, value: ReactNode];

interface FactListProps {
  facts: readonly Fact[];
  /** Classes of the list itself. */
  className?: string;
  /** Classes added to each row, which pages and browser tests find the facts by. */
  rowClassName?: string;
  /** Classes added to each value. */
  valueClassName?: string;
  'aria-label'?: string;
}

/** Named facts as a description list, the name in a narrow column beside its value on wide screens. */
export function FactList({ facts, className, rowClassName, valueClassName, 'aria-label': label }: FactListProps) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([name, value]) => (
        <div key={name} className={rowClassName ? `row ${rowClassName}` : 'row'}>
          <dt className="col-sm-4 col-lg-3">{name}</dt>
          <dd className={valueClassName ? `col-sm-8 col-lg-9 ${valueClassName}` : 'col-sm-8 col-lg-9'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
