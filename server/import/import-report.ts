import type { ImportProgress, ImportSummary } from './import-sightings.ts';

const count = (value: number) => value.toLocaleString('en-US');
const perSecond = (rows: number, elapsedMs: number) => count(Math.round(rows / Math.max(elapsedMs / 1000, 0.001)));

export function progressLine(progress: ImportProgress): string {
  return (
    `${Math.round(progress.fraction * 100)}% · ${count(progress.rowsRead)} rows read · ${count(progress.added)} added · ` +
    `${count(progress.alreadyStored)} already stored · ${count(progress.skipped)} skipped · ` +
    `${perSecond(progress.rowsRead, progress.elapsedMs)} rows/s`
  );
}

export function summaryLine(summary: ImportSummary, filePath: string): string {
  return (
    `Imported ${filePath} (${summary.format} format): ${count(summary.rowsRead)} rows read, ${count(summary.added)} added, ` +
    `${count(summary.alreadyStored)} already stored, ${count(summary.skipped)} skipped in ` +
    `${(summary.elapsedMs / 1000).toFixed(1)} s (${perSecond(summary.rowsRead, summary.elapsedMs)} rows/s).`
  );
}

/** The first skipped rows with line and reason, then how many were skipped for each reason. */
export function skippedReport(summary: ImportSummary): string[] {
  if (summary.skipped === 0) return [];
  const lines = ['Skipped rows:'];
  for (const row of summary.skippedRows) {
    lines.push(`  line ${row.line}: ${row.reason}${row.detail ? ` (${row.detail})` : ''}`);
  }
  if (summary.skipped > summary.skippedRows.length) {
    lines.push(`  … and ${count(summary.skipped - summary.skippedRows.length)} more`);
  }
  lines.push('Skipped by reason:');
  const reasons = Object.entries(summary.skippedByReason).sort((a, b) => b[1] - a[1]);
  for (const [reason, times] of reasons) lines.push(`  ${reason}: ${count(times)}`);
  return lines;
}
