import type { Kysely } from 'kysely';
import { SUFFIX_BITS } from '../../../common/api/timeline-order.ts';
import type { Database } from '../../db/schema.ts';
import type { EventLabel, SightingEngine } from '../engine/sighting-engine.ts';
import { bumpTimelineVersion } from '../timeline/timeline-version.ts';
import { EventGroupingRepository, type GroupedRow } from './event-grouping-repository.ts';
import { componentsOf, DisjointSets, linkCloseReports, minuteOfKey, type EventRules } from './event-components.ts';

/** Rows read per statement by a sweep. */
const PAGE_SIZE = 50_000;

/** Public sightings whose timeline keys are from `from` up to `to`, both included. */
export interface KeyRange {
  from: number;
  to: number;
}

/** What a change to one sighting did, as its event needs to know it (written before grouping runs). */
export interface ChangedReport {
  /** Its timeline key after the change. */
  key: number;
  /** The event it was stored in before the change; null when it was alone or not public. */
  eventIdBefore: string | null;
  /** Public with a place after the change: it joins the events near it. */
  groupedAfter: boolean;
}

/**
 * Keeps events up to date (decision 0026): public sightings within the rules' distance and minutes of
 * another report of the group form one event (single linkage). Each grouped sighting stores its
 * event's id (the id of its earliest member) and size; a sighting alone stores neither. Every write
 * takes the grouping lock first (`lock`), so several processes never group from each other's half.
 */
export class EventGrouping {
  readonly rules: EventRules;
  readonly #engine: SightingEngine;
  readonly #rows: EventGroupingRepository;

  constructor(engine: SightingEngine, rules: EventRules) {
    this.#engine = engine;
    this.#rows = new EventGroupingRepository(engine);
    this.rules = rules;
  }

  /** Taken at the start of a transaction that changes grouping, held until it ends. */
  lock(db: Kysely<Database>): Promise<void> {
    return this.#engine.lockEventGrouping(db);
  }

  /**
   * New public sightings were stored with keys in `range`: they join the events near them. Only the
   * reports within the rules' minutes of the range are read; stored events are kept whole (adding
   * reports only ever merges events), and members of a merged event outside the range are relabelled.
   */
  async reportsAdded(db: Kysely<Database>, range: KeyRange): Promise<void> {
    const rows = await this.#read(db, this.#widened(range));
    const sets = new DisjointSets(rows.length);
    linkCloseReports(rows, this.rules, sets);
    const seenOfEvent = new Map<string, { first: number; count: number; size: number }>();
    rows.forEach((row, position) => {
      if (row.eventId === null) return;
      const seen = seenOfEvent.get(row.eventId);
      if (seen) {
        sets.union(seen.first, position);
        seen.count += 1;
      } else {
        seenOfEvent.set(row.eventId, { first: position, count: 1, size: row.eventSize ?? 1 });
      }
    });
    // Members of stored events that lie outside the range join as they are, through their event.
    const outside: GroupedRow[] = [];
    const widened = this.#widened(range);
    for (const [eventId, seen] of seenOfEvent) {
      if (seen.count >= seen.size) continue;
      const members = await this.#rows.eventMembers(db, eventId);
      outside.push(...members.filter((member) => member.key < widened.from || member.key > widened.to));
    }
    if (outside.length === 0) {
      await this.#writeLabels(db, rows, sets);
      return;
    }
    const all = [...rows, ...outside];
    const allSets = new DisjointSets(all.length);
    for (let position = 0; position < rows.length; position += 1) allSets.union(sets.find(position), position);
    outside.forEach((member, index) => allSets.union(seenOfEvent.get(member.eventId!)!.first, rows.length + index));
    await this.#writeLabels(db, all, allSets);
  }

  /**
   * A sighting changed (its place or time moved, or it became public or left the public): the event it
   * left is grouped again from its remaining members (it may split in two or more), then the sighting
   * joins the events near where it is now. The change itself must already be written.
   */
  async reportChanged(db: Kysely<Database>, change: ChangedReport): Promise<void> {
    await this.#engine.labelEvents(db, [{ key: change.key, eventId: null, eventSize: null }]);
    if (change.eventIdBefore !== null) {
      const members = (await this.#rows.eventMembers(db, change.eventIdBefore)).filter(
        (member) => member.key !== change.key,
      );
      members.sort((a, b) => a.key - b.key);
      const sets = new DisjointSets(members.length);
      linkCloseReports(members, this.rules, sets);
      await this.#writeLabels(db, members, sets);
    }
    if (change.groupedAfter) await this.reportsAdded(db, { from: change.key, to: change.key });
  }

  /** Groups every public sighting from scratch, in one sweep: after the rules changed. */
  async regroupAll(db: Kysely<Database>): Promise<void> {
    const rows = await this.#read(db, { from: Number.MIN_SAFE_INTEGER, to: Number.MAX_SAFE_INTEGER });
    const sets = new DisjointSets(rows.length);
    linkCloseReports(rows, this.rules, sets);
    await this.#writeLabels(db, rows, sets);
  }

  /**
   * Regroups everything when the stored events were grouped by other rules (or by none: sightings
   * stored before events existed), in one transaction under the lock. Answers whether it did.
   */
  async applyRules(db: Kysely<Database>): Promise<boolean> {
    const wanted = `${this.rules.distanceKm} km, ${this.rules.minutes} min`;
    return db.transaction().execute(async (trx) => {
      await this.lock(trx);
      if ((await this.#rows.storedRules(trx)) === wanted) return false;
      await this.regroupAll(trx);
      await this.#rows.storeRules(trx, wanted);
      return true;
    });
  }

  /** The keys of every report that can be within the rules' minutes of a report in `range`. */
  #widened(range: KeyRange): KeyRange {
    const clamp = (key: number) => Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, key));
    return {
      from: clamp((minuteOfKey(range.from) - this.rules.minutes) * SUFFIX_BITS),
      to: clamp((minuteOfKey(range.to) + this.rules.minutes + 1) * SUFFIX_BITS - 1),
    };
  }

  /** Public sightings with a place in the range, in timeline order, a page at a time. */
  async #read(db: Kysely<Database>, range: KeyRange): Promise<GroupedRow[]> {
    const rows: GroupedRow[] = [];
    for (let after = range.from - 1; ;) {
      const page = await this.#rows.placedPublicPage(db, after, range.to, PAGE_SIZE);
      for (const row of page) rows.push(row);
      if (page.length < PAGE_SIZE) return rows;
      after = rows.at(-1)!.key;
    }
  }

  /**
   * Stores each row's event: the id of its set's earliest member and the set's size, or nothing for a
   * set of one. Only rows whose stored event differs are written, in batches.
   */
  async #writeLabels(db: Kysely<Database>, rows: readonly GroupedRow[], sets: DisjointSets): Promise<void> {
    const { root, size } = componentsOf(sets, rows.length);
    // The set's earliest member by key (rows read from outside a range may follow later ones).
    const earliest = new Int32Array(rows.length).fill(-1);
    rows.forEach((row, position) => {
      const top = root[position]!;
      const current = earliest[top]!;
      if (current === -1 || row.key < rows[current]!.key) earliest[top] = position;
    });
    const changed: EventLabel[] = [];
    rows.forEach((row, position) => {
      const top = root[position]!;
      const eventSize = size[top]! > 1 ? size[top]! : null;
      const eventId = eventSize === null ? null : rows[earliest[top]!]!.id;
      if (eventId !== row.eventId || eventSize !== row.eventSize) changed.push({ key: row.key, eventId, eventSize });
    });
    for (let start = 0; start < changed.length; start += PAGE_SIZE) {
      await this.#engine.labelEvents(db, changed.slice(start, start + PAGE_SIZE));
    }
    // Remembered events (event-reads.ts) are read again: a bulk load's sweep changes nothing else.
    if (changed.length > 0) await bumpTimelineVersion(db);
  }
}
