import { AlsoReportedBy } from '../features/event/also-reported-by.tsx';
import { SkyCard } from '../features/sky/sky-card.tsx';

/** Above the sighting's summary, where a reader sees it first: the other witnesses of its event, if any. */
export const SightingAboveSummary = AlsoReportedBy;

/** Under the sighting's summary: the sky at the time. */
export const SightingUnderSummary = SkyCard;
