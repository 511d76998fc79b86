import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { UPLOAD_QUEUE_LIMIT } from '../../../common/schemas/upload-queue.ts';
import { useToast } from '../../lib/toast.tsx';
import { MediaFileInput } from '../../lib/upload/media-file-input.tsx';
import { removeQueued, type QueuedFile } from '../../lib/upload/upload-queue.ts';
import { UploadQueueList } from '../../lib/upload/upload-queue-list.tsx';
import { useQueueSender } from '../../lib/upload/use-queue-sender.ts';
import { uploadFollowedMedia } from './api/followed-report.ts';
import { TitledCard } from '../../lib/titled-card.tsx';

interface AddMediaCardProps {
  token: string;
  /** Files the report holds already: together at most the wizard's 10. */
  stored: number;
  /** Called after the files were sent, so the report is read again. */
  onUploaded: () => void;
}

/** Photos, videos and documents added to a pending report, with the report wizard's limits. */
export function AddMediaCard({ token, stored, onUploaded }: AddMediaCardProps) {
  const { showToast } = useToast();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [sending, setSending] = useState(false);
  const { sendAll, cancel } = useQueueSender(setQueue);
  const room = Math.max(0, UPLOAD_QUEUE_LIMIT - stored);

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
    <TitledCard title="Add Media">
      {room === 0 ? (
        <p className="mb-0">Your report holds {UPLOAD_QUEUE_LIMIT} files, as many as a report can.</p>
      ) : (
        <>
          <MediaFileInput
            queue={queue}
            onQueueChange={setQueue}
            limit={room}
            whyOverLimit={`a report holds at most ${UPLOAD_QUEUE_LIMIT} files`}
            disabled={sending}
            help={
              <>
                Images, videos or documents (PDF, DOC, DOCX, TXT) of up to 10 MB each: {room} more{' '}
                {room === 1 ? 'file' : 'files'} can be added.
              </>
            }
          />
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
    </TitledCard>
  );
}
