const pad = (value: number) => String(value).padStart(2, '0');

// Building an Intl formatter costs far more than using one, and a table formats dozens of dates at once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hour12: true,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The locale data an Intl formatter needs, loaded a part at a time: the locale's own (a small part), its
 * numbers (the bulk, which dates share), and what dates add. The first formatter a page builds loads it
 * all at once, some 15 ms on a fast machine and several times that on a phone; in parts, each a task of
 * its own, none is one of a slow phone's long tasks.
 */
const DATE_FORMAT_DATA_PARTS: ReadonlyArray<() => unknown> = [
  () => new Intl.Locale('en-US').maximize(),
  () => new Intl.NumberFormat('en-US'),
  () => formatterFor('UTC'),
];

/**
 * Builds the first time-zone formatter ahead of the first render that shows a time at a place, its
 * locale data loaded in parts, each in a task of its own, so that no render's task loads it.
 */
export function loadDateFormatData(): Promise<void> {
  // Asked for by the start, the map and every clock on a page: loaded once, whoever asks first.
  return (loadingDateFormatData ??= loadDateFormatDataInParts());
}

let loadingDateFormatData: Promise<void> | undefined;

async function loadDateFormatDataInParts(): Promise<void> {
  for (const part of DATE_FORMAT_DATA_PARTS) {
    await new Promise((resolve) => setTimeout(resolve));
    if (isDateFormatDataLoaded()) return;
    part();
  }
}

/** Whether the locale data a time at a place needs is loaded (loadDateFormatData, or a first use). */
export function isDateFormatDataLoaded(): boolean {
  return formatters.size > 0;
}

/** 'h:mm a' in the viewer's timezone, e.g. '9:07 PM'. */
export function clockTime(date: Date): string {
  const hour = date.getHours();
  return `${hour % 12 || 12}:${pad(date.getMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'MM/dd/yyyy h:mm a', the app's date format, in the viewer's timezone (or the one given). */
export function formatOccurred(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone === undefined) {
    // The viewer's own zone: Date's getters give the same figures without Intl, whose first use
    // loads locale data (some 15 ms on a slow phone, in the middle of a page's first render).
    return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${clockTime(date)}`;
  }
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${pad(Number(parts.month))}/${pad(Number(parts.day))}/${parts.year} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 31 * DAY;
const YEAR = 365 * DAY;

const ago = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'} ago`;

/** Relative time: just now (30 s or less), minutes, hours, days, months (31-day), years. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (!Number.isFinite(elapsed) || elapsed <= 30 * SECOND) return 'just now';
  if (elapsed < HOUR) return ago(Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < MONTH) return ago(Math.floor(elapsed / DAY), 'day');
  if (elapsed < YEAR) return ago(Math.floor(elapsed / MONTH), 'month');
  return ago(Math.floor(elapsed / YEAR), 'year');
}
