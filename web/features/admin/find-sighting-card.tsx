import { useId, type FormEvent } from 'react';
import { SIGHTING_ID_MAX_LENGTH } from '../../../common/schemas/common-fields.ts';
import { TitledCard } from '../../lib/titled-card.tsx';
import { BusyIcon } from '../../lib/spinner.tsx';

interface FindSightingCardProps {
  idText: string;
  onIdTextChange: (text: string) => void;
  onSearch: (text: string) => void;
  searching: boolean;
}

/** 'Find Sighting by ID': an ID box (8 characters at most) and Search, busy while searching. */
export function FindSightingCard({ idText, onIdTextChange, onSearch, searching }: FindSightingCardProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!searching) onSearch(idText);
  };
  return (
    <TitledCard title="Find Sighting by ID" titleId={`${id}-title`}>
      <form
        className="d-flex flex-wrap align-items-end gap-2"
        onSubmit={submit}
        role="search"
        aria-labelledby={`${id}-title`}
      >
        <div className="flex-grow-1">
          <label htmlFor={`${id}-input`} className="form-label">
            Sighting ID
          </label>
          <input
            id={`${id}-input`}
            type="text"
            className="form-control"
            maxLength={SIGHTING_ID_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            value={idText}
            onChange={(event) => onIdTextChange(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={searching || !idText.trim()}>
          <BusyIcon busy={searching} icon="bi-search" />
          Search
        </button>
      </form>
      <div role="status" className="mt-2 small text-body-secondary" aria-live="polite">
        {searching ? 'Searching...' : ''}
      </div>
    </TitledCard>
  );
}
