import type { ImportProgress, ImportSummary } from './import-sightings.ts';

const count = (value: number) => value.toLocaleString('en-US');
const perSecond = (rows: number, elapsedMs: number) => count(Math.round(rows / Math.max(elapsedMs / 1000, 0.001)));

const BAR_WIDTH = 30;

export function progressLine(progress: ImportProgress): string {
  const filled = Math.round(progress.fraction * BAR_WIDTH);
  return (
    `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.round(progress.fraction * 100)}% · ${count(progress.rowsRead)} rows read · ${count(progress.added)} added · ` +
    `${count(progress.alreadyStored)} already stored · ${count(progress.skipped)} skipped · ` +
    `${perSecond(progress.rowsRead, progress.elapsedMs)} rows/s`
  );
}

export function summaryLine(summary: ImportSummary, filePath: string, dryRun = false): string {
  if (dryRun) {
    return (
      `Dry run of ${filePath} (${summary.format} format), nothing stored: ${count(summary.rowsRead)} rows read, ` +
      `${count(summary.rowsRead - summary.skipped)} would be stored or found stored, ${count(summary.skipped)} skipped in ` +
      `${(summary.elapsedMs / 1000).toFixed(1)} s.`
    );
  }
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

/** How the rows were placed: exactly (coordinates given, or one place of the name), approximately, not at all. */
export function placementLine(summary: ImportSummary): string {
  const placed = summary.rowsRead - summary.skipped;
  return (
    `Places: ${count(placed - summary.approximate)} placed exactly, ${count(summary.approximate)} approximately, ` +
    `${count(summary.skipped)} skipped; ${count(summary.flagged)} flagged for staff (coordinates far from the place named).`
  );
}

/** The first flagged rows, with their line: kept, but their coordinates and place disagree. */
export function flaggedReport(summary: ImportSummary): string[] {
  if (summary.flagged === 0) return [];
  const lines = ['Flagged rows (stored; coordinates more than 100 km from the place named):'];
  for (const row of summary.flaggedRows) lines.push(`  line ${row.line}: ${row.reason}`);
  if (summary.flagged > summary.flaggedRows.length) {
    lines.push(`  … and ${count(summary.flagged - summary.flaggedRows.length)} more`);
  }
  return lines;
}

/** The first rows as they would be stored, a few fields each. */
export function previewLines(summary: ImportSummary): string[] {
  const lines = [`The first ${summary.preview.length} rows as they would be stored:`];
  for (const sighting of summary.preview) {
    const time = sighting.timeUnknown ? `${sighting.occurred.slice(0, 10)} (time unknown)` : sighting.occurred;
    lines.push(
      `  ${time} · ${sighting.locationName ?? 'no place'} (${sighting.latitude}, ${sighting.longitude}; ` +
        `${sighting.timeZone ?? 'no zone'}, ${sighting.addressResolution}) · ${sighting.shape ?? 'no shape'} · ` +
        `source ${sighting.source} · submitted ${sighting.submitted.slice(0, 10)} · ${sighting.summary ?? ''}`,
    );
  }
  return lines;
}
