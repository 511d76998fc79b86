import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { updateQueued, type QueuedFile } from './upload-queue.ts';
import { isAbortError } from './upload-file.ts';

/** Sends one file; `onProgress` takes the percent sent. */
export type SendFile = (file: File, signal: AbortSignal, onProgress: (percent: number) => void) => Promise<unknown>;

const withoutUploaded = (queue: QueuedFile[]) => queue.filter((item) => item.status !== 'success');

/**
 * Sends queued files one after another, each leaving the queue once it is uploaded; a failed file does
 * not stop the others, and a cancelled one is not a failure. Leaving the page stops the uploads.
 */
export function useQueueSender(setQueue: Dispatch<SetStateAction<QueuedFile[]>>) {
  const uploads = useRef(new Map<string, AbortController>());
  const left = useRef(false);

  useEffect(() => {
    const running = uploads.current;
    left.current = false;
    return () => {
      // Nobody is there to see them finish.
      left.current = true;
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  /** True when every file was sent (or cancelled by its sender). */
  const sendAll = useCallback(
    async (files: readonly QueuedFile[], send: SendFile): Promise<boolean> => {
      let allSent = true;
      for (const item of files) {
        if (left.current) break;
        const controller = new AbortController();
        uploads.current.set(item.id, controller);
        setQueue((queue) => updateQueued(withoutUploaded(queue), item.id, { status: 'uploading', progress: 0 }));
        try {
          await send(item.file, controller.signal, (progress) =>
            setQueue((queue) => updateQueued(queue, item.id, { progress })),
          );
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

  const cancel = useCallback((id: string) => uploads.current.get(id)?.abort(), []);

  return { sendAll, cancel };
}
