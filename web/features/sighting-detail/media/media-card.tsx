import { useState } from 'react';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { mediaItems, type MediaItem } from './media-items.ts';
import { MediaPhoto } from './media-photo.tsx';
import placeholderUrl from './media-placeholder.svg';
import { PhotoPreviewModal } from './photo-preview-modal.tsx';
import { usePendingMediaUrls } from './pending-media-urls.ts';

const FILE_ICONS: Record<string, string> = {
  audio: 'bi-file-earmark-music',
  document: 'bi-file-earmark-text',
};

/** The Images & Media card: photos open a preview, videos play, other files are links. */
export function MediaCard({ sighting }: { sighting: Sighting }) {
  const [preview, setPreview] = useState<MediaItem | null>(null);
  // Kept apart from the photo so the picture stays while the modal fades out.
  const [previewOpen, setPreviewOpen] = useState(false);
  const items = usePendingMediaUrls(sighting, mediaItems(sighting));
  const photos = items.filter((item) => item.type === 'photo');
  const videos = items.filter((item) => item.type === 'video');
  const files = items.filter((item) => item.type !== 'photo' && item.type !== 'video');

  return (
    <section className="card mb-4" aria-labelledby="sighting-media-title">
      <h2 id="sighting-media-title" className="card-header h5">
        Images &amp; Media
      </h2>
      <div className="card-body">
        {items.length === 0 && <p className="mb-0 text-body-secondary">NO MEDIA PROVIDED</p>}
        {photos.length > 0 && (
          <ul className="list-unstyled row row-cols-2 row-cols-md-3 g-2 mb-3 media-photos">
            {photos.map((photo) => (
              <li key={photo.file} className="col">
                <button
                  type="button"
                  className="media-photo-button"
                  aria-label={`Open photo ${photo.name}`}
                  onClick={() => {
                    setPreview(photo);
                    setPreviewOpen(true);
                  }}
                >
                  <MediaPhoto url={photo.url} alt={photo.name} className="media-photo" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {videos.map((video) =>
          video.url ? (
            <video
              key={video.file}
              controls
              preload="metadata"
              src={video.url}
              className="media-video mb-3"
              aria-label={video.name}
            >
              NOT SUPPORTED
            </video>
          ) : (
            <img
              key={video.file}
              src={placeholderUrl}
              alt={video.name}
              className="media-photo media-placeholder mb-3"
            />
          ),
        )}
        {files.length > 0 && (
          <ul className="list-unstyled mb-0 media-files">
            {files.map((file) => (
              <li key={file.file}>
                <i className={`bi ${FILE_ICONS[file.type] ?? 'bi-file-earmark'} me-2`} aria-hidden="true" />
                {file.url ? (
                  <a href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </a>
                ) : (
                  file.name
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <PhotoPreviewModal photo={preview} show={previewOpen} onClose={() => setPreviewOpen(false)} />
    </section>
  );
}
