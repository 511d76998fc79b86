/** The variance text: how long after the event a sighting was reported. */
export function varianceText(daysBetweenOccurrenceAndSubmission: number): string {
  const days = Math.floor(daysBetweenOccurrenceAndSubmission);
  if (days <= 0) return 'Reported within 24 hours';
  if (days < 365) return `Reported ${days} Day(s) Later`;
  return `Reported ${Math.floor(days / 365)} Year(s) Later`;
}

const MS_PER_DAY = 86_400_000;

/** Whole days from occurrence to submission; the server stores this on every report. */
export function daysBetween(occurred: Date, submitted: Date): number {
  return Math.max(0, Math.floor((submitted.getTime() - occurred.getTime()) / MS_PER_DAY));
}
