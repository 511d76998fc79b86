const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input's value ('yyyy-MM-ddTHH:mm') in the viewer's time zone. */
export function toLocalInputValue(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * The instant a datetime-local value means, as ISO text; null when it is blank or not a date. An
 * untouched input gives back the stored instant, so its seconds are not lost to the input's minutes.
 */
export function occurredFromInput(value: string, storedIso: string): string | null {
  if (value === toLocalInputValue(storedIso)) return storedIso;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
