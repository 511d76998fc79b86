const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** '3 days, 4 hours, 12 minutes'; zero days or hours are left out, minutes always shown. */
export function uptimeText(seconds: number): string {
  const minutesTotal = Math.floor(Math.max(0, seconds) / 60);
  const days = Math.floor(minutesTotal / 1440);
  const hours = Math.floor((minutesTotal % 1440) / 60);
  const minutes = minutesTotal % 60;
  const parts = [];
  if (days) parts.push(plural(days, 'day'));
  if (hours) parts.push(plural(hours, 'hour'));
  parts.push(plural(minutes, 'minute'));
  return parts.join(', ');
}
