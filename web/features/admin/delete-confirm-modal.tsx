import { Modal } from 'react-bootstrap';
import type { Administration } from './use-administration.ts';

/** The delete confirmation: 'Are You Sure?' over the sighting modal, with Close and Delete. */
export function DeleteConfirmModal({ admin }: { admin: Administration }) {
  const id = admin.search.id ?? admin.editor.id ?? '';
  return (
    <Modal
      show={admin.confirmingDelete}
      onHide={admin.cancelDelete}
      centered
      // Stacked over the sighting modal, backdrop included.
      className="modal-stacked"
      backdropClassName="modal-stacked-backdrop"
      aria-labelledby="delete-confirm-title"
      aria-describedby="delete-confirm-body"
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="delete-confirm-title" className="h5">
          Are You Sure?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="delete-confirm-body">
        <p>This action will delete sighting {id} from the system.</p>
        <p className="mb-0 fw-semibold">This action is immediate and irreversible.</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={admin.cancelDelete}>
          Close
        </button>
        <button type="button" className="btn btn-danger" disabled={admin.deleting} onClick={admin.confirmDelete}>
          {admin.deleting && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          Delete
        </button>
      </Modal.Footer>
    </Modal>
  );
}
