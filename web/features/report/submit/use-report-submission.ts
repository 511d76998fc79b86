import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { UPLOAD_TOKEN_HEADER, type ReportAnswer } from '../../../../common/schemas/report.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { useToast } from '../../../lib/toast.tsx';
import { uploadFile } from '../../../lib/upload/upload-file.ts';
import type { QueuedFile } from '../../../lib/upload/upload-queue.ts';
import { useQueueSender } from '../../../lib/upload/use-queue-sender.ts';
import { submitReport } from '../api/submit-report.ts';
import type { ReportDraft } from '../model/report-draft.ts';
import { reportRequestOf } from '../model/report-request.ts';

export type SubmissionPhase = 'idle' | 'submitting' | 'submitted';

interface SubmissionOptions {
  setQueue: Dispatch<SetStateAction<QueuedFile[]>>;
  /** Called once the server has stored the report, before its files are sent. */
  onReported: () => void;
}

/** What the "Report Submitted" modal links to: the sighting's page, and the witness's follow token. */
export interface SubmittedReport {
  id: string;
  followToken: string;
}

/**
 * Submitting: the report first; then, with its upload token, each queued file one after
 * another, each leaving the queue once it is uploaded. A failed report ends the attempt; a failed file
 * does not stop the others.
 */
export function useReportSubmission({ setQueue, onReported }: SubmissionOptions) {
  const { showToast } = useToast();
  const [phase, setPhase] = useState<SubmissionPhase>('idle');
  const [submitted, setSubmitted] = useState<SubmittedReport | null>(null);
  const { sendAll, cancel } = useQueueSender(setQueue);

  const submit = useCallback(
    async (draft: ReportDraft, queue: readonly QueuedFile[]) => {
      setPhase('submitting');
      let answer: ReportAnswer;
      try {
        answer = await submitReport(reportRequestOf(draft));
      } catch {
        showToast({ title: 'Reporting Error', message: 'Could not submit your sighting at this time.' });
        setPhase('idle');
        return;
      }
      onReported();
      const allSent = await sendAll(
        queue.filter((item) => item.status === 'ready'),
        (file, signal, onProgress) =>
          uploadFile({
            path: apiPaths.upload(answer.id),
            headers: { [UPLOAD_TOKEN_HEADER]: answer.uploadToken },
            file,
            signal,
            onProgress,
          }),
      );
      if (!allSent) {
        showToast({
          title: 'Media Upload Error',
          message: 'Could not upload media at this time. However your report was submitted.',
        });
      }
      setSubmitted({ id: answer.id, followToken: answer.followToken });
      setPhase('submitted');
    },
    [onReported, showToast, sendAll],
  );

  return { phase, submitted, submit, cancelUpload: cancel };
}
