import type { AlertArea } from '../../../common/schemas/alerts.ts';

const degrees = (value: number) => value.toFixed(2);

/** An alert's area in words: a radius around a place, or a map view's edges. */
export function alertAreaText(area: AlertArea): string {
  if (area.kind === 'circle') {
    return `Within ${area.radiusKm} km of ${degrees(area.latitude)}, ${degrees(area.longitude)}`;
  }
  return `The map view from ${degrees(area.south)}, ${degrees(area.west)} to ${degrees(area.north)}, ${degrees(area.east)}`;
}
