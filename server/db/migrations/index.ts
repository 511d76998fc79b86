import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';
import * as initial from './001-initial.ts';
import * as staffSignIn from './002-staff-sign-in.ts';
import * as uploadTokens from './003-upload-tokens.ts';
import * as rateLimits from './004-rate-limits.ts';
import * as timelineKey from './005-timeline-key.ts';
import * as mapIndexWithKeys from './006-map-index-with-keys.ts';
import * as mapCells from './007-map-cells.ts';
import * as mapGridReplacesRTree from './008-map-grid-replaces-r-tree.ts';
import * as signInAddresses from './009-sign-in-addresses.ts';
import * as sightingSkies from './010-sighting-skies.ts';
import * as timeZones from './011-time-zones.ts';
import * as feedback from './012-feedback.ts';
import * as publicChanges from './013-public-changes.ts';
import * as reportFollows from './014-report-follows.ts';
import * as exploreCells from './015-explore-cells.ts';
import * as events from './016-events.ts';
import * as duplicates from './017-duplicates.ts';
import * as publicationTimes from './020-publication-times.ts';
import * as exploreShapeYears from './021-explore-shape-years.ts';
import * as satellitesAndLaunches from './022-satellites-and-launches.ts';
import * as importRecords from './023-import-records.ts';
import * as alerts from './024-alerts.ts';
import * as skiesByDaylight from './026-skies-by-daylight.ts';
import * as historicalReportDates from './028-historical-report-dates.ts';
import * as activityOutcomes from './029-activity-outcomes.ts';
import * as localCalendar from './030-local-calendar.ts';
import * as versionChangeNotifies from './033-version-change-notifies.ts';
import * as exploreLocalYears from './034-explore-local-years.ts';
import * as placesIndexWithDays from './035-places-index-with-days.ts';

export interface Migration {
  name: string;
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

/** Applied in this order, each once; add new ones at the end and never edit an applied one. */
export const migrations: readonly Migration[] = [
  { name: '001-initial', up: initial.up },
  { name: '002-staff-sign-in', up: staffSignIn.up },
  { name: '003-upload-tokens', up: uploadTokens.up },
  { name: '004-rate-limits', up: rateLimits.up },
  { name: '005-timeline-key', up: timelineKey.up },
  { name: '006-map-index-with-keys', up: mapIndexWithKeys.up },
  { name: '007-map-cells', up: mapCells.up },
  { name: '008-map-grid-replaces-r-tree', up: mapGridReplacesRTree.up },
  { name: '009-sign-in-addresses', up: signInAddresses.up },
  { name: '010-sighting-skies', up: sightingSkies.up },
  { name: '011-time-zones', up: timeZones.up },
  { name: '012-feedback', up: feedback.up },
  { name: '013-public-changes', up: publicChanges.up },
  { name: '014-report-follows', up: reportFollows.up },
  { name: '015-explore-cells', up: exploreCells.up },
  { name: '016-events', up: events.up },
  { name: '017-duplicates', up: duplicates.up },
  { name: '020-publication-times', up: publicationTimes.up },
  { name: '021-explore-shape-years', up: exploreShapeYears.up },
  { name: '022-satellites-and-launches', up: satellitesAndLaunches.up },
  { name: '023-import-records', up: importRecords.up },
  { name: '024-alerts', up: alerts.up },
  { name: '026-skies-by-daylight', up: skiesByDaylight.up },
  { name: '028-historical-report-dates', up: historicalReportDates.up },
  { name: '029-activity-outcomes', up: activityOutcomes.up },
  { name: '030-local-calendar', up: localCalendar.up },
  { name: '033-version-change-notifies', up: versionChangeNotifies.up },
  { name: '034-explore-local-years', up: exploreLocalYears.up },
  { name: '035-places-index-with-days', up: placesIndexWithDays.up },
];
