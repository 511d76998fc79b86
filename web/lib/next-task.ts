/**
 * Resolves in a new task, so work after it does not lengthen the current one: on a slow phone, one
 * long task blocks input for its whole length, several short ones do not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
