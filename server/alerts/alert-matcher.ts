import type { Sighting } from '../../common/schemas/sighting.ts';
import { areaHolds } from './alert-area.ts';
import type { AlertRepository, StoredAlert, StoredFilters } from './alert-repository.ts';

/** Whether a sighting passes an alert's filters: its shape, a word of its text, media. */
export function filtersHold(filters: StoredFilters, sighting: Sighting): boolean {
  if (filters.shape && (sighting.shape ?? '').toLowerCase() !== filters.shape.toLowerCase()) return false;
  if (filters.mediaOnly && sighting.media.length === 0) return false;
  if (filters.term) {
    const text = [sighting.summary, sighting.detailedDescription, sighting.locationName, sighting.city]
      .filter(Boolean)
      .join('\n')
      .toLowerCase();
    if (!text.includes(filters.term.toLowerCase())) return false;
  }
  return true;
}

/**
 * The live alerts a newly public sighting matches: the spatial index names those whose box holds its
 * place, then each is checked exactly (a circle's radius, the filters).
 */
export class AlertMatcher {
  readonly #alerts: Pick<AlertRepository, 'inBoxesHolding'>;

  constructor(alerts: Pick<AlertRepository, 'inBoxesHolding'>) {
    this.#alerts = alerts;
  }

  async match(sighting: Sighting): Promise<StoredAlert[]> {
    const { latitude, longitude } = sighting;
    if (latitude === null || longitude === null) return [];
    const candidates = await this.#alerts.inBoxesHolding(latitude, longitude);
    return candidates.filter(
      (alert) => areaHolds(alert.area, latitude, longitude) && filtersHold(alert.filters, sighting),
    );
  }
}
