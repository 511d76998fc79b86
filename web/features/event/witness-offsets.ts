import { distanceKm } from '../../../common/display/great-circle.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long after the first report a witness saw it, in words: '20 minutes later', '2 hours 5 minutes later'. */
export function timeOffsetText(first: string, occurred: string): string {
  const minutes = Math.round((Date.parse(occurred) - Date.parse(first)) / 60_000);
  if (minutes <= 0) return 'At the same time';
  if (minutes < 60) return `${plural(minutes, 'minute')} later`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return `${[plural(hours, 'hour'), minutes % 60 ? plural(minutes % 60, 'minute') : ''].filter(Boolean).join(' ')} later`;
  return `${plural(Math.floor(hours / 24), 'day')} later`;
}

/** How far from the first report's place, in words; null when either place has no coordinates. */
export function distanceText(
  first: Pick<Sighting, 'latitude' | 'longitude'>,
  other: Pick<Sighting, 'latitude' | 'longitude'>,
): string | null {
  if (first.latitude === null || first.longitude === null || other.latitude === null || other.longitude === null) {
    return null;
  }
  const km = distanceKm(first.latitude, first.longitude, other.latitude, other.longitude);
  if (km < 1) return 'under 1 km away';
  return `${Math.round(km).toLocaleString('en-US')} km away`;
}

/** A report beside the first one: how much later and how far away, or that it is the first. */
export function offsetFromFirst(first: Sighting, report: Sighting): string {
  if (report.id === first.id) return 'First report';
  const distance = distanceText(first, report);
  return [timeOffsetText(first.occurred, report.occurred), distance].filter(Boolean).join(', ');
}
