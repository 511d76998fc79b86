import { useState } from 'react';
import { Button } from 'react-bootstrap';

interface DeleteAlertCardProps {
  deleting: boolean;
  error: string | null;
  onDelete: () => void;
}

/** Deleting an alert, asked twice: it removes everything kept about it and cannot be undone. */
export function DeleteAlertCard({ deleting, error, onDelete }: DeleteAlertCardProps) {
  const [asking, setAsking] = useState(false);
  return (
    <section className="border border-danger-subtle rounded p-3 mb-4" aria-labelledby="delete-alert-title">
      <h2 className="h5" id="delete-alert-title">
        Delete the Alert
      </h2>
      {asking ? (
        <>
          <p>Delete this alert and everything kept about it? This cannot be undone.</p>
          <div className="d-flex gap-2 flex-wrap">
            <Button variant="danger" disabled={deleting} onClick={onDelete}>
              {deleting ? 'Deleting...' : 'Yes, Delete It'}
            </Button>
            <Button variant="secondary" disabled={deleting} onClick={() => setAsking(false)}>
              Keep It
            </Button>
          </div>
        </>
      ) : (
        <Button variant="outline-danger" onClick={() => setAsking(true)}>
          Delete Alert
        </Button>
      )}
      {error && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
