import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { UPLOAD_QUEUE_LIMIT } from '../../../common/schemas/upload-queue.ts';
import { ACCEPT_ATTRIBUTE, leftOutNotes, queueSelection, type QueuedFile } from './upload-queue.ts';

interface MediaFileInputProps {
  queue: readonly QueuedFile[];
  onQueueChange: (queue: QueuedFile[]) => void;
  /** What the picker says under it: the kinds, sizes and how many files fit. */
  help: ReactNode;
  /** How many files the queue may hold (fewer when the report holds some already). */
  limit?: number;
  /** Why files past the limit were left out, as in 'Not added, {why}: a.png.' */
  whyOverLimit?: string;
  disabled?: boolean;
}

/**
 * The picker of photos, videos and documents, with the upload queue's rules (queue-selection) and a
 * note of each file it left out and why.
 */
export function MediaFileInput({
  queue,
  onQueueChange,
  help,
  limit = UPLOAD_QUEUE_LIMIT,
  whyOverLimit,
  disabled,
}: MediaFileInputProps) {
  const id = useId();
  const [notes, setNotes] = useState<string[]>([]);
  const nextId = useRef(0);

  const select = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again, after removing it, is seen as a change.
    event.target.value = '';
    const selection = queueSelection(queue, files, () => `${id}-file-${++nextId.current}`, limit);
    onQueueChange(selection.queue);
    setNotes(leftOutNotes(selection, whyOverLimit));
  };

  return (
    <>
      <Form.Group controlId={`${id}-files`} className="mb-3">
        <Form.Label>Photos, videos and documents</Form.Label>
        <Form.Control
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          onChange={select}
          disabled={disabled}
          aria-describedby={`${id}-files-help`}
        />
        <Form.Text id={`${id}-files-help`}>{help}</Form.Text>
      </Form.Group>
      <div aria-live="polite">
        {notes.map((note) => (
          <p key={note} className="small text-danger mb-1">
            {note}
          </p>
        ))}
      </div>
    </>
  );
}
