import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { DELETE_REASON_MAX_LENGTH } from '../../../common/schemas/follow.ts';
import { FormField } from '../../lib/form-field.tsx';
import { deleteReasonErrorOf } from './delete-reason.ts';
import type { Administration } from './use-administration.ts';

/**
 * The delete confirmation: 'Are You Sure?' over the sighting modal, with Close and Delete. For a
 * pending report it also asks why it is not published: the witness reads that on their follow page.
 */
export function DeleteConfirmModal({ admin }: { admin: Administration }) {
  const id = admin.search.id ?? admin.editor.id ?? '';
  const [tried, setTried] = useState(false);
  const reason = admin.deleteReason;
  const reasonError = reason === null ? null : deleteReasonErrorOf(reason);

  const confirm = () => {
    setTried(true);
    admin.confirmDelete();
  };

  return (
    <Modal
      show={admin.confirmingDelete}
      onHide={admin.cancelDelete}
      onExited={() => setTried(false)}
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
      <Modal.Body>
        <div id="delete-confirm-body">
          <p>This action will delete sighting {id} from the system.</p>
          <p className="mb-0 fw-semibold">This action is immediate and irreversible.</p>
        </div>
        {reason !== null && (
          <FormField
            label="Why is this report not published?"
            error={tried && reasonError ? reasonError : undefined}
            className="mt-3"
          >
            {(control) => (
              <>
                <textarea
                  {...control}
                  aria-describedby={[control['aria-describedby'], 'delete-reason-help'].filter(Boolean).join(' ')}
                  rows={3}
                  required
                  maxLength={DELETE_REASON_MAX_LENGTH}
                  value={reason}
                  onChange={(event) => admin.setDeleteReason(event.target.value)}
                />
                <div id="delete-reason-help" className="form-text">
                  The witness reads this on their follow page.
                </div>
              </>
            )}
          </FormField>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={admin.cancelDelete}>
          Close
        </button>
        <button type="button" className="btn btn-danger" disabled={admin.deleting} onClick={confirm}>
          {admin.deleting && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          Delete
        </button>
      </Modal.Footer>
    </Modal>
  );
}
