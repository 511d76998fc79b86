import { SUFFIX_BITS } from '../../../common/api/timeline-order.ts';
import { bandKeys } from '../../media/perceptual-hash.ts';
import { SightingSql } from '../../sightings/sighting-sql.ts';

/** What comparing two reports reads of each. */
export interface ReportFacts {
  seq: number;
  id: string;
  submitted: string;
  occurred: string;
  latitude: number | null;
  longitude: number | null;
  summary: string | null;
  detailedDescription: string | null;
  approved: boolean;
}

/** A stored photo's hash, and the report it belongs to. */
export interface PhotoTwin {
  report: ReportFacts;
  hash: string;
}

/** Reports read around one, at most: a night of many reports still reads a bounded number. */
const NEAR_LIMIT = 500;
const TWIN_LIMIT = 500;
const KM_PER_DEGREE_LATITUDE = 111.2;

const FACTS = [
  'sightings.seq',
  'sightings.id',
  'sightings.submitted',
  'sightings.occurred',
  'sightings.latitude',
  'sightings.longitude',
  'sightings.summary',
  'sightings.detailed_description',
  'sightings.approved',
] as const;

/** A report's facts as stored: SQLite answers its flag as 0 or 1. */
type FactsRow = Omit<ReportFacts, 'detailedDescription' | 'approved'> & {
  detailed_description: string | null;
  approved: boolean | number;
};

function toFacts(row: FactsRow): ReportFacts {
  return {
    seq: Number(row.seq),
    id: row.id,
    submitted: row.submitted,
    occurred: row.occurred,
    latitude: row.latitude,
    longitude: row.longitude,
    summary: row.summary,
    detailedDescription: row.detailed_description,
    approved: Boolean(row.approved),
  };
}

/**
 * The SQL that finds what a report may repeat (decision 0028): reports near it in time (a range of
 * the timeline key's index) and place, and photos sharing a band of its photos' hashes. Neither reads
 * more than a bounded number of rows, whatever the size of the table.
 */
export class DuplicateRepository extends SightingSql {
  /** A sighting that is not deleted, pending or public. */
  async report(id: string): Promise<(ReportFacts & { key: number }) | null> {
    const row = await this.db
      .selectFrom('sightings')
      .select([...FACTS, 'sightings.timeline_key'])
      .where('sightings.id', '=', id)
      .where(this.engine.isLive)
      .executeTakeFirst();
    return row ? { ...toFacts(row), key: Number(row.timeline_key) } : null;
  }

  /**
   * Live reports other than `report` that occurred within `minutes` of it (by the timeline key's
   * minute) and, when it has a place, lie within about `km` of it (a box of latitudes and longitudes;
   * the exact distance is measured after).
   */
  async near(report: ReportFacts & { key: number }, minutes: number, km: number): Promise<ReportFacts[]> {
    const minute = Math.floor(report.key / SUFFIX_BITS);
    let query = this.db
      .selectFrom('sightings')
      .select(FACTS)
      .where('sightings.timeline_key', '>=', (minute - minutes) * SUFFIX_BITS)
      .where('sightings.timeline_key', '<', (minute + minutes + 1) * SUFFIX_BITS)
      .where(this.engine.isLive)
      .where('sightings.seq', '!=', report.seq);
    if (report.latitude !== null && report.longitude !== null) {
      const latitudeSpan = km / KM_PER_DEGREE_LATITUDE;
      query = query
        .where('sightings.latitude', '>=', report.latitude - latitudeSpan)
        .where('sightings.latitude', '<=', report.latitude + latitudeSpan);
      const cosine = Math.cos((Math.min(89, Math.abs(report.latitude) + latitudeSpan) * Math.PI) / 180);
      const longitudeSpan = latitudeSpan / cosine;
      // Near the antimeridian the box would wrap: the distance measured after decides there.
      if (Math.abs(report.longitude) + longitudeSpan < 180) {
        query = query
          .where('sightings.longitude', '>=', report.longitude - longitudeSpan)
          .where('sightings.longitude', '<=', report.longitude + longitudeSpan);
      }
    }
    const rows = await query.orderBy('sightings.timeline_key').limit(NEAR_LIMIT).execute();
    return rows.map(toFacts);
  }

  /** The perceptual hashes of a sighting's photos. */
  async photoHashes(seq: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('media')
      .select('perceptual_hash')
      .where('sighting_seq', '=', seq)
      .where('perceptual_hash', 'is not', null)
      .execute();
    return rows.map((row) => row.perceptual_hash!);
  }

  /**
   * Photos of other live reports with one of these hashes, and then those whose hash shares one of
   * their band keys. The exact matches are read apart: a band that many photos share (the dark top of
   * night skies) could fill the band read's limit, and the same photo sent again must be found.
   */
  async photoTwins(seq: number, hashes: readonly string[]): Promise<PhotoTwin[]> {
    if (hashes.length === 0) return [];
    const twins = () =>
      this.db
        .selectFrom('media')
        .innerJoin('sightings', 'sightings.seq', 'media.sighting_seq')
        .select([...FACTS, 'media.perceptual_hash'])
        .where(this.engine.isLive)
        .where('sightings.seq', '!=', seq);
    const same = await twins().where('media.perceptual_hash', 'in', hashes).limit(TWIN_LIMIT).execute();
    const keys = [...new Set(hashes.flatMap(bandKeys))];
    const near = await twins()
      .where('media.seq', 'in', (eb) =>
        eb.selectFrom('photo_hash_bands').select('media_seq').where('band_key', 'in', keys),
      )
      .limit(TWIN_LIMIT)
      .execute();
    return [...same, ...near].map((row) => ({ report: toFacts(row), hash: row.perceptual_hash! }));
  }

  /** The ids staff chose to keep beside this one. */
  async keptWith(id: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('kept_duplicates')
      .select(['first_id', 'second_id'])
      .where((eb) => eb.or([eb('first_id', '=', id), eb('second_id', '=', id)]))
      .execute();
    return new Set(rows.map((row) => (row.first_id === id ? row.second_id : row.first_id)));
  }

  /** Remembers that two reports are both kept; saying it twice changes nothing. */
  async keepBoth(first: string, second: string, userSeq: number, created: string): Promise<void> {
    const [low, high] = first < second ? [first, second] : [second, first];
    await this.db
      .insertInto('kept_duplicates')
      .values({ first_id: low, second_id: high, user_seq: userSeq, created })
      .onConflict((conflict) => conflict.columns(['first_id', 'second_id']).doNothing())
      .execute();
  }
}
