import { Link } from 'react-router';
import { administrationPathFor } from '../../../lib/staff-paths.ts';
import type { DetailMode } from './use-sighting-editor.ts';

interface EditViewToggleProps {
  sightingId: string;
  mode: DetailMode;
  onModeChange: (mode: DetailMode) => void;
}

const MODES: Array<{ mode: DetailMode; label: string; icon: string }> = [
  { mode: 'edit', label: 'Edit', icon: 'bi-pencil-square' },
  { mode: 'view', label: 'View', icon: 'bi-eye' },
];

/** The embedded view's toggle: switch between editing and the detail cards; a link back to this sighting. */
export function EditViewToggle({ sightingId, mode, onModeChange }: EditViewToggleProps) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <div className="btn-group" role="group" aria-label="Edit or view the sighting">
        {MODES.map((option) => (
          <button
            key={option.mode}
            type="button"
            className={`btn btn-sm ${mode === option.mode ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={mode === option.mode}
            onClick={() => onModeChange(option.mode)}
          >
            <i className={`bi ${option.icon} me-1`} aria-hidden="true" />
            {option.label}
          </button>
        ))}
      </div>
      <Link to={administrationPathFor(sightingId)} className="small">
        <i className="bi bi-link-45deg me-1" aria-hidden="true" />
        Administration link to this sighting
      </Link>
    </div>
  );
}
