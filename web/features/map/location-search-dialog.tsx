import { Modal } from 'react-bootstrap';
import { LocationSearchForm } from './location-search-form.tsx';

interface LocationSearchDialogProps {
  show: boolean;
  onHide: () => void;
  onLocated: (point: { lat: number; lng: number }) => void;
}

/**
 * The home map's location search in a dialog, for screens where the map hides its location box: a
 * found place closes it and the map flies there; a place not found keeps it open to try again.
 */
export function LocationSearchDialog({ show, onHide, onLocated }: LocationSearchDialogProps) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="location-search-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="location-search-title" className="h5">
          Search a location
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LocationSearchForm
          autoFocus
          compact={false}
          onLocated={(point) => {
            onHide();
            onLocated(point);
          }}
        />
      </Modal.Body>
    </Modal>
  );
}
