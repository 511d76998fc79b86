/** Whether the day exists: 2/30 does not, 2/29 only in leap years. Years outside 1800-2999 are typos. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1800 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
