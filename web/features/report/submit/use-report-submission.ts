import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ReportAnswer } from '../../../../common/schemas/report.ts';
import { useToast } from '../../../lib/toast.tsx';
import { submitReport } from '../api/submit-report.ts';
import { isAbortError, uploadMedia } from '../api/upload-media.ts';
import type { ReportDraft } from '../model/report-draft.ts';
import { reportRequestOf } from '../model/report-request.ts';
import { updateQueued, type QueuedFile } from '../upload/upload-queue.ts';

export type SubmissionPhase = 'idle' | 'submitting' | 'submitted';

interface SubmissionOptions {
  setQueue: Dispatch<SetStateAction<QueuedFile[]>>;
  /** Called once the server has stored the report, before its files are sent. */
  onReported: () => void;
}

const withoutUploaded = (queue: QueuedFile[]) => queue.filter((item) => item.status !== 'success');

/**
 * Submitting: the report first; then, with its upload token, each queued file one after
 * another, each leaving the queue once it is uploaded. A failed report ends the attempt; a failed file
 * does not stop the others.
 */
export function useReportSubmission({ setQueue, onReported }: SubmissionOptions) {
  const { showToast } = useToast();
  const [phase, setPhase] = useState<SubmissionPhase>('idle');
  const [sightingId, setSightingId] = useState<string | null>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const left = useRef(false);

  useEffect(() => {
    const running = uploads.current;
    left.current = false;
    return () => {
      // Leaving the page stops the uploads: nobody is there to see them finish.
      left.current = true;
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const uploadAll = useCallback(
    async (answer: ReportAnswer, files: readonly QueuedFile[]): Promise<boolean> => {
      let allSent = true;
      for (const item of files) {
        if (left.current) break;
        const controller = new AbortController();
        uploads.current.set(item.id, controller);
        setQueue((queue) => updateQueued(withoutUploaded(queue), item.id, { status: 'uploading', progress: 0 }));
        try {
          await uploadMedia({
            sightingId: answer.id,
            uploadToken: answer.uploadToken,
            file: item.file,
            signal: controller.signal,
            onProgress: (progress) => setQueue((queue) => updateQueued(queue, item.id, { progress })),
          });
          setQueue((queue) => updateQueued(queue, item.id, { status: 'success', progress: 100 }));
        } catch (error) {
          const cancelled = isAbortError(error);
          if (!cancelled) allSent = false;
          setQueue((queue) => updateQueued(queue, item.id, { status: cancelled ? 'cancelled' : 'error' }));
        } finally {
          uploads.current.delete(item.id);
        }
      }
      setQueue(withoutUploaded);
      return allSent;
    },
    [setQueue],
  );

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
      const allSent = await uploadAll(
        answer,
        queue.filter((item) => item.status === 'ready'),
      );
      if (!allSent) {
        showToast({
          title: 'Media Upload Error',
          message: 'Could not upload media at this time. However your report was submitted.',
        });
      }
      setSightingId(answer.id);
      setPhase('submitted');
    },
    [onReported, showToast, uploadAll],
  );

  const cancelUpload = useCallback((id: string) => uploads.current.get(id)?.abort(), []);

  return { phase, sightingId, submit, cancelUpload };
}
