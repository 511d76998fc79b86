import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { TAG_MAX_LENGTH } from '../../../../common/schemas/report.ts';
import { addLabel, labelSuggestions, MAX_LABELS, removeLabel } from '../model/labels.ts';

const TAG_SUGGESTION_DEBOUNCE_MS = 200;

interface LabelFieldProps {
  labels: readonly string[];
  onChange: (labels: string[]) => void;
}

/**
 * Labels: typed text is added on Enter or when the box loses focus; suggestions appear as a
 * listbox (arrow keys to move, Enter to pick, Escape to close) 200 ms after typing stops.
 */
export function LabelField({ labels, onChange }: LabelFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSuggestions(labelSuggestions(text, labels));
      setActive(-1);
    }, TAG_SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, labels]);

  const add = (value: string) => {
    const next = addLabel(labels, value);
    if (next !== labels) onChange([...next]);
    setText('');
    setSuggestions([]);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setActive((current) => Math.min(current + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((current) => Math.max(current - 1, -1));
    } else if (event.key === 'Escape' && suggestions.length) {
      event.preventDefault();
      setSuggestions([]);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      add(active >= 0 ? suggestions[active]! : text);
    }
  };

  const full = labels.length >= MAX_LABELS;
  const open = suggestions.length > 0;

  return (
    <div className="mb-4">
      <Form.Label htmlFor={`${id}-input`}>Labels</Form.Label>
      <div className="position-relative">
        <Form.Control
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={TAG_MAX_LENGTH}
          disabled={full}
          value={text}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && add(text)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggested labels"
          className="report-label-suggestions list-group shadow-sm"
          hidden={!open}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`list-group-item list-group-item-action ${index === active ? 'active' : ''}`}
              // Keeps focus in the box, so its blur does not add the half-typed text first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(suggestion)}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      </div>
      <Form.Text id={`${id}-help`}>
        {full
          ? `A report can carry at most ${MAX_LABELS} labels.`
          : 'Words that help people find your report, such as orb or triangle. Press Enter to add one.'}
      </Form.Text>
      {labels.length > 0 && (
        <ul className="list-inline mt-2 mb-0" aria-label="Labels added">
          {labels.map((label) => (
            <li key={label} className="list-inline-item mb-1">
              <span className="badge text-bg-primary d-inline-flex align-items-center gap-1 report-label">
                {label}
                <Button
                  variant="link"
                  className="p-0 text-white report-label-remove"
                  aria-label={`Remove label ${label}`}
                  onClick={() => onChange(removeLabel(labels, label))}
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
