import { useId, type ReactNode } from 'react';

/** What ties a control to its label and error message; spread it onto the control. */
export interface FieldControl {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** The message shown under the control, which is then marked invalid. */
  error?: string | undefined;
  className?: string;
  /** The control's own class: 'form-control', or 'form-select' for a select. */
  controlClass?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form control with its error message, which screen readers read with the control. */
export function FormField({ label, error, className, controlClass = 'form-control', children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        className: `${controlClass}${error ? ' is-invalid' : ''}`,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The wrapper's spacing, e.g. 'mb-3'. */
  className: string;
  /** The switch's id, when the form names its fields after its own; else one of its own. */
  id?: string;
  /** A line under the label that says more, read with the switch. */
  help?: string;
}

/** A checkbox drawn as a switch, with its label beside it and any help under it. */
export function SwitchField({ label, checked, onChange, className, help, ...props }: SwitchFieldProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <div className={`form-check form-switch ${className}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input"
        checked={checked}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      {help && (
        <div id={`${id}-help`} className="form-text mt-0">
          {help}
        </div>
      )}
    </div>
  );
}
