import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { TAG_MAX_LENGTH } from '../../common/schemas/report.ts';
import './label-editor.css';
import { labelSuggestions } from './label-list.ts';

const TAG_SUGGESTION_DEBOUNCE_MS = 200;

interface LabelEditorProps {
  labels: readonly string[];
  /** The most labels that can be added; the box is disabled once they are there. */
  limit: number;
  onAdd: (text: string) => void;
  onRemove: (label: string) => void;
  /** The hint under the box while more labels fit, and once they are full. */
  help: string;
  fullHelp: string;
  /** Labels that come with the labels added (e.g. from the media), shown beside them, not removable. */
  generated?: readonly string[];
  error?: string | undefined;
  className?: string;
}

/**
 * Labels: typed text is added on Enter or when the box loses focus; suggestions appear as a
 * listbox (arrow keys to move, Enter to pick, Escape to close) 200 ms after typing stops.
 */
export function LabelEditor(props: LabelEditorProps) {
  const { labels, limit, onAdd, onRemove, generated = [], error, className = 'mb-3' } = props;
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
    if (value.trim()) onAdd(value);
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
      // Enter adds the label rather than submitting anything.
      event.preventDefault();
      add(active >= 0 ? suggestions[active]! : text);
    }
  };

  const full = labels.length >= limit;
  const open = suggestions.length > 0;

  return (
    <div className={className}>
      <Form.Label htmlFor={`${id}-input`}>Labels</Form.Label>
      <div className="position-relative">
        <Form.Control
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={TAG_MAX_LENGTH}
          disabled={full}
          isInvalid={Boolean(error)}
          value={text}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && add(text)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggested labels"
          className="label-suggestions list-group shadow-sm"
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
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
      <Form.Text id={`${id}-help`}>{full ? props.fullHelp : props.help}</Form.Text>
      {labels.length + generated.length > 0 && (
        <ul className="list-inline mt-2 mb-0" aria-label="Labels added">
          {labels.map((label) => (
            <li key={label} className="list-inline-item mb-1">
              <span className="badge text-bg-primary d-inline-flex align-items-center gap-1 label-chip">
                {label}
                <Button
                  variant="link"
                  className="p-0 text-white label-chip-remove"
                  aria-label={`Remove label ${label}`}
                  onClick={() => onRemove(label)}
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
          {generated.map((label) => (
            <li key={`generated-${label}`} className="list-inline-item mb-1">
              <span className="badge text-bg-secondary" title={label === 'none' ? undefined : 'From the media'}>
                {label}
                {label !== 'none' && <span className="visually-hidden"> (from the media)</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
