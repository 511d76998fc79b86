import { Badge, Button, ProgressBar } from 'react-bootstrap';
import type { UploadStatus } from '../../../common/schemas/upload-queue.ts';
import { readableSize, type QueuedFile } from './upload-queue.ts';
import './upload-queue-list.css';

const STATUS: Record<UploadStatus, { text: string; variant: string }> = {
  ready: { text: 'Ready', variant: 'secondary' },
  uploading: { text: 'Uploading', variant: 'primary' },
  success: { text: 'Uploaded', variant: 'success' },
  error: { text: 'Failed', variant: 'danger' },
  cancelled: { text: 'Cancelled', variant: 'warning' },
};

interface UploadQueueListProps {
  queue: readonly QueuedFile[];
  /** Offered for files not being sent; absent while the report is being submitted. */
  onRemove?: (id: string) => void;
  /** Offered for the file being sent. */
  onCancel?: (id: string) => void;
}

/** The files waiting to be sent, each with its status and a progress bar. */
export function UploadQueueList({ queue, onRemove, onCancel }: UploadQueueListProps) {
  if (queue.length === 0) return null;
  return (
    <ul className="list-group upload-queue" aria-label="Files to upload">
      {queue.map((item) => {
        const status = STATUS[item.status];
        return (
          <li key={item.id} className="list-group-item">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <i className="bi bi-file-earmark me-1" aria-hidden="true" />
              <span className="text-break flex-grow-1">{item.file.name}</span>
              <span className="small text-body-secondary">{readableSize(item.file.size)}</span>
              <Badge bg={status.variant} text={item.status === 'cancelled' ? 'dark' : undefined}>
                {status.text}
              </Badge>
              {onRemove && item.status !== 'uploading' && (
                <Button
                  variant="outline-danger"
                  size="sm"
                  aria-label={`Remove ${item.file.name}`}
                  onClick={() => onRemove(item.id)}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              )}
              {onCancel && item.status === 'uploading' && (
                <Button variant="outline-secondary" size="sm" onClick={() => onCancel(item.id)}>
                  Cancel upload<span className="visually-hidden"> of {item.file.name}</span>
                </Button>
              )}
            </div>
            <ProgressBar
              className="mt-2 upload-progress"
              now={item.progress}
              variant={item.status === 'error' ? 'danger' : item.status === 'success' ? 'success' : undefined}
              aria-label={`${item.file.name} upload progress`}
              visuallyHidden
            />
          </li>
        );
      })}
    </ul>
  );
}
