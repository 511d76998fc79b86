import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { mediaItems } from '../media/media-items.ts';

const ICONS: Record<string, string> = {
  photo: 'bi-file-earmark-image',
  video: 'bi-file-earmark-play',
  audio: 'bi-file-earmark-music',
  document: 'bi-file-earmark-text',
};

interface MediaEditorProps {
  sighting: Pick<Sighting, 'id' | 'submitted'>;
  media: readonly string[];
  onRemove: (file: string) => void;
}

/** The sighting's media files, each removable; a removal is stored by Update. */
export function MediaEditor({ sighting, media, onRemove }: MediaEditorProps) {
  const items = mediaItems({ ...sighting, media: [...media] });
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Media</legend>
      {items.length === 0 ? (
        <p className="text-body-secondary mb-0">NO MEDIA PROVIDED</p>
      ) : (
        <ul className="list-group">
          {items.map((item) => (
            <li key={item.file} className="list-group-item d-flex align-items-center gap-2">
              <i className={`bi ${ICONS[item.type] ?? 'bi-file-earmark'}`} aria-hidden="true" />
              <span className="flex-grow-1 text-break">
                {item.url ? (
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  item.name
                )}
              </span>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={`Remove media ${item.name}`}
                onClick={() => onRemove(item.file)}
              >
                <i className="bi bi-trash" aria-hidden="true" />
                <span className="d-none d-sm-inline ms-1">Remove</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
