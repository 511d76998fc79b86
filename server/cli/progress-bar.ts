const BAR_WIDTH = 30;

/** How far a long job has come. */
export interface JobProgress {
  done: number;
  total: number;
  elapsedMs: number;
}

/** `[#########.....] 31% · 310,000 of 1,000,000 · 2,950 a second · about 4 min left` */
export function progressBar(progress: JobProgress): string {
  const share = progress.total === 0 ? 1 : Math.min(1, progress.done / progress.total);
  const filled = Math.round(share * BAR_WIDTH);
  const perSecond = progress.done / Math.max(progress.elapsedMs / 1000, 0.001);
  const secondsLeft = (progress.total - progress.done) / Math.max(perSecond, 1);
  const left =
    secondsLeft >= 90 ? `about ${Math.round(secondsLeft / 60)} min left` : `about ${Math.ceil(secondsLeft)} s left`;
  const number = (value: number) => Math.round(value).toLocaleString('en-US');
  return (
    `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.floor(share * 100)}% · ` +
    `${number(progress.done)} of ${number(progress.total)} · ${number(perSecond)} a second · ${left}`
  );
}

/** `report` once per 2 % of the way and at the end: readable in a log file as on a terminal. */
export function atEveryStep<Progress extends { done: number; total: number }>(
  report: (progress: Progress) => void,
): (progress: Progress) => void {
  let lastStep = -1;
  return (progress) => {
    const step = Math.floor((progress.done / Math.max(progress.total, 1)) * 50);
    if (step === lastStep && progress.done < progress.total) return;
    lastStep = step;
    report(progress);
  };
}
