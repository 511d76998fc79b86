import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { UPLOAD_QUEUE_LIMIT } from '../../../common/schemas/upload-queue.ts';
import { useToast } from '../../lib/toast.tsx';
import {
  ACCEPT_ATTRIBUTE,
  leftOutNotes,
  queueSelection,
  removeQueued,
  type QueuedFile,
} from '../../lib/upload/upload-queue.ts';
import { UploadQueueList } from '../../lib/upload/upload-queue-list.tsx';
import { useQueueSender } from '../../lib/upload/use-queue-sender.ts';
import { uploadFollowedMedia } from './api/followed-report.ts';

interface AddMediaCardProps {
  token: string;
  /** Files the report holds already: together at most the wizard's 10. */
  stored: number;
  /** Called after the files were sent, so the report is read again. */
  onUploaded: () => void;
}

/** Photos, videos and documents added to a pending report, with the report wizard's limits. */
export function AddMediaCard({ token, stored, onUploaded }: AddMediaCardProps) {
  const id = useId();
  const { showToast } = useToast();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const nextId = useRef(0);
  const { sendAll, cancel } = useQueueSender(setQueue);
  const room = Math.max(0, UPLOAD_QUEUE_LIMIT - stored);

  const select = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again, after removing it, is seen as a change.
    event.target.value = '';
    const selection = queueSelection(queue, files, () => `${id}-file-${++nextId.current}`, room);
    setQueue(selection.queue);
    setNotes(leftOutNotes(selection, `a report holds at most ${UPLOAD_QUEUE_LIMIT} files`));
  };

  const send = async () => {
    setSending(true);
    const allSent = await sendAll(
      queue.filter((item) => item.status === 'ready'),
      (file, signal, onProgress) => uploadFollowedMedia(token, { file, signal, onProgress }),
    );
    setSending(false);
    if (!allSent) showToast({ title: 'Media Upload Error', message: 'Could not upload media at this time.' });
    onUploaded();
  };

  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-header h5">
        Add Media
      </h2>
      <div className="card-body">
        {room === 0 ? (
          <p className="mb-0">Your report holds {UPLOAD_QUEUE_LIMIT} files, as many as a report can.</p>
        ) : (
          <>
            <Form.Group controlId={`${id}-files`} className="mb-3">
              <Form.Label>Photos, videos and documents</Form.Label>
              <Form.Control
                type="file"
                multiple
                accept={ACCEPT_ATTRIBUTE}
                onChange={select}
                disabled={sending}
                aria-describedby={`${id}-files-help`}
              />
              <Form.Text id={`${id}-files-help`}>
                Images, videos or documents (PDF, DOC, DOCX, TXT) of up to 10 MB each: {room} more{' '}
                {room === 1 ? 'file' : 'files'} can be added.
              </Form.Text>
            </Form.Group>
            <div aria-live="polite">
              {notes.map((note) => (
                <p key={note} className="small text-danger mb-1">
                  {note}
                </p>
              ))}
            </div>
            <UploadQueueList
              queue={queue}
              onRemove={sending ? undefined : (fileId) => setQueue(removeQueued(queue, fileId))}
              onCancel={cancel}
            />
            <Button
              className="mt-3"
              disabled={sending || !queue.some((item) => item.status === 'ready')}
              onClick={() => void send()}
            >
              <i className="bi bi-upload me-2" aria-hidden="true" />
              {sending ? 'Uploading...' : 'Upload Files'}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
