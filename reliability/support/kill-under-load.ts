/** How many writers send reports at once, and for how long, before a server process is killed among them. */
export const KILL_UNDER_LOAD = { writers: 8, afterMs: 4000 };

/** A report the server answered 201, with the files it answered 201: what must survive the kill. */
export interface AnsweredReport {
  id: string;
  submitted: string;
  files: string[];
}
