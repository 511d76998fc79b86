import { Modal } from 'react-bootstrap';
import type { MediaItem } from './media-items.ts';
import { MediaPhoto } from './media-photo.tsx';

interface PhotoPreviewModalProps {
  photo: MediaItem | null;
  show: boolean;
  onClose: () => void;
}

/** The large view a photo opens; Escape, the close button or the backdrop close it. */
export function PhotoPreviewModal({ photo, show, onClose }: PhotoPreviewModalProps) {
  return (
    <Modal show={show && photo !== null} onHide={onClose} size="xl" centered aria-labelledby="photo-preview-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="photo-preview-title" className="h5 text-break">
          {photo?.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        {photo && <MediaPhoto url={photo.url} alt={photo.name} className="img-fluid photo-preview-image" />}
      </Modal.Body>
    </Modal>
  );
}
