import { useId, useState, type KeyboardEvent } from 'react';
import { SUGGESTED_TAGS, TAG_MAX_LENGTH } from '../../../../common/constants.ts';
import { generatedLabels } from './edit-labels.ts';

interface LabelEditorProps {
  tags: readonly string[];
  media: readonly string[];
  onAdd: (text: string) => void;
  onRemove: (label: string) => void;
  error?: string | undefined;
}

/**
 * The sighting's labels (SPEC §4, §5): typed text is added on Enter or when the box loses focus; each
 * label can be removed. Labels the media gives are shown beside them but belong to the media.
 */
export function LabelEditor({ tags, media, onAdd, onRemove, error }: LabelEditorProps) {
  const id = useId();
  const [text, setText] = useState('');
  const generated = generatedLabels(tags, media);

  const add = () => {
    if (text.trim()) onAdd(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the label rather than submitting anything.
    event.preventDefault();
    add();
  };

  return (
    <div className="mb-3">
      <label htmlFor={`${id}-input`} className="form-label">
        Labels
      </label>
      <input
        id={`${id}-input`}
        type="text"
        className={`form-control${error ? ' is-invalid' : ''}`}
        maxLength={TAG_MAX_LENGTH}
        list={`${id}-suggestions`}
        autoComplete="off"
        value={text}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      <datalist id={`${id}-suggestions`}>
        {SUGGESTED_TAGS.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      <div id={`${id}-help`} className="form-text">
        Press Enter to add a label.
      </div>
      <ul className="list-inline mt-2 mb-0" aria-label="Current labels">
        {tags.map((tag) => (
          <li key={tag} className="list-inline-item mb-1">
            <span className="badge text-bg-primary d-inline-flex align-items-center gap-1 edit-label">
              {tag}
              <button
                type="button"
                className="btn btn-link p-0 text-white edit-label-remove"
                aria-label={`Remove label ${tag}`}
                onClick={() => onRemove(tag)}
              >
                <i className="bi bi-x-lg" aria-hidden="true" />
              </button>
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
    </div>
  );
}
