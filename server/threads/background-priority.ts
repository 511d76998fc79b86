import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** A lower priority (a higher nice value) than the threads that answer requests or store rows. */
const BACKGROUND_NICE = 10;

/**
 * Lets the process's main thread go first: a worker thread that makes rows or writes an export shares
 * the cores with it, and everything else waits on the main thread. Linux names this thread's id in
 * /proc/thread-self; elsewhere all threads stay equal.
 */
export function giveWayToTheMainThread(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isSafeInteger(threadId)) setPriority(threadId, BACKGROUND_NICE);
  } catch {
    // Not Linux, or not allowed: the threads share the cores equally.
  }
}
