import type { FillProgress } from './fill-skies.ts';

const BAR_WIDTH = 30;

/** `[#########.....] 31% · 310,000 of 1,000,000 · 2,950 a second · about 4 min left` */
export function skyProgressBar(progress: FillProgress): string {
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
