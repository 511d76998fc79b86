import { UPLOAD_QUEUE_LIMIT } from '../../../../common/schemas/upload-queue.ts';
import { REPORT_TAG_LIMIT } from '../../../../common/schemas/report.ts';
import { LabelEditor } from '../../../lib/label-editor.tsx';
import { addLabel, removeLabel } from '../../../lib/label-list.ts';
import type { DraftStepProps } from '../model/report-draft.ts';
import { MediaFileInput } from '../../../lib/upload/media-file-input.tsx';
import { removeQueued, type QueuedFile } from '../../../lib/upload/upload-queue.ts';
import { UploadQueueList } from '../../../lib/upload/upload-queue-list.tsx';

interface EvidenceStepProps extends DraftStepProps {
  queue: readonly QueuedFile[];
  onQueueChange: (queue: QueuedFile[]) => void;
}

/** Step 4: labels, and the photos, videos and documents to upload with the report. */
export function EvidenceStep({ draft, update, queue, onQueueChange }: EvidenceStepProps) {
  return (
    <>
      <LabelEditor
        className="mb-4"
        labels={draft.tags}
        limit={REPORT_TAG_LIMIT}
        onAdd={(text) => {
          const tags = addLabel(draft.tags, text, REPORT_TAG_LIMIT);
          if (tags !== draft.tags) update({ tags: [...tags] });
        }}
        onRemove={(label) => update({ tags: removeLabel(draft.tags, label) })}
        help="Words that help people find your report, such as orb or triangle. Press Enter to add one."
        fullHelp={`A report can carry at most ${REPORT_TAG_LIMIT} labels.`}
      />

      <MediaFileInput
        queue={queue}
        onQueueChange={onQueueChange}
        help={
          <>
            Images, videos or documents (PDF, DOC, DOCX, TXT): up to {UPLOAD_QUEUE_LIMIT} files, 10 MB total. They are
            uploaded when you submit the report.
          </>
        }
      />
      <UploadQueueList queue={queue} onRemove={(fileId) => onQueueChange(removeQueued(queue, fileId))} />
    </>
  );
}
