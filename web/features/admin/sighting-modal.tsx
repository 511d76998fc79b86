import { useRef } from 'react';
import { Modal } from 'react-bootstrap';
import type { Administration } from './use-administration.ts';
import { BusyIcon } from '../../lib/spinner.tsx';

/**
 * The modal titled 'Sighting {id}' holding the sighting editor, with Close, Delete and Update.
 * react-bootstrap keeps focus inside it and closes it on Escape.
 */
export function SightingModal({ admin }: { admin: Administration }) {
  const { editor } = admin;
  const bodyRef = useRef<HTMLDivElement>(null);
  const title = `Sighting ${editor.id ?? ''}`;

  const update = () => {
    // Invalid edits are shown in the form; focus goes to the first so it is found at once.
    if (!admin.saveEdits()) {
      requestAnimationFrame(() => bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <Modal
      show={admin.search.editing}
      onHide={admin.closeEditor}
      size="xl"
      fullscreen="md-down"
      scrollable
      aria-labelledby="sighting-modal-title"
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="sighting-modal-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body ref={bodyRef}>{editor.view}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={admin.closeEditor}>
          Close
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={admin.search.id === null || admin.deleting}
          onClick={admin.askToDelete}
        >
          <i className="bi bi-trash me-1" aria-hidden="true" />
          Delete
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!editor.editable || admin.updating}
          onClick={update}
        >
          <BusyIcon busy={admin.updating} icon="bi-check-lg" />
          Update
        </button>
      </Modal.Footer>
    </Modal>
  );
}
