import { describe, expect, it } from 'vitest';
import { preferredTimelineKey } from '../timeline/timeline-key.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { prepareSightings, withNewId } from './prepared-sightings.ts';
import { SIGHTING_INSERT_COLUMNS } from '../sighting-record.ts';

const UPDATED = '2026-01-01T00:00:00.000Z';
const column = (name: (typeof SIGHTING_INSERT_COLUMNS)[number]) => SIGHTING_INSERT_COLUMNS.indexOf(name);

describe('preparing new sightings', () => {
  const later = makeSighting({ id: 'later001', occurred: '2020-05-01T21:00:00.000Z', summary: 'Orange orb' });
  const earlier = makeSighting({ id: 'early001', occurred: '1999-05-01T21:00:00.000Z', summary: 'Silver disc' });
  const pending = makeSighting({ id: 'pend0001', approved: false, summary: 'Secret zeppelin' });

  it('puts them in timeline order with their row values and preferred keys', () => {
    const { sightings } = prepareSightings([later, earlier], UPDATED);
    expect(sightings.map((sighting) => sighting.id)).toEqual(['early001', 'later001']);
    const [first] = sightings;
    expect(first!.preferredKey).toBe(preferredTimelineKey(earlier.occurred, earlier.id));
    expect(first!.values[column('id')]).toBe('early001');
    expect(first!.values[column('updated')]).toBe(UPDATED);
    expect(first!.values.at(-1)).toBe(first!.preferredKey);
  });

  it('lists the words of public sightings only, once each, for prefix search', () => {
    const { terms, sightings } = prepareSightings([later, pending, earlier], UPDATED);
    expect(terms).toContain('orb');
    expect(terms).toContain('disc');
    expect(terms).not.toContain('zeppelin');
    expect(new Set(terms).size).toBe(terms.length);
    expect(sightings.find((sighting) => sighting.id === 'pend0001')!.isPublic).toBe(false);
  });

  it('leaves the words out for a store that has no use for them, the documents unchanged', () => {
    const withTerms = prepareSightings([later, earlier], UPDATED);
    const without = prepareSightings([later, earlier], UPDATED, false);
    expect(without.terms).toEqual([]);
    expect(without.sightings.map((sighting) => sighting.document)).toEqual(
      withTerms.sightings.map((sighting) => sighting.document),
    );
  });

  it('moves a sighting to a new id with the key that id gives it', () => {
    const [prepared] = prepareSightings([earlier], UPDATED).sightings;
    const renamed = withNewId(prepared!, 'zzzz0001');
    expect(renamed.id).toBe('zzzz0001');
    expect(renamed.values[column('id')]).toBe('zzzz0001');
    expect(renamed.preferredKey).toBe(preferredTimelineKey(earlier.occurred, 'zzzz0001'));
    expect(renamed.values.at(-1)).toBe(renamed.preferredKey);
    expect(prepared!.values[column('id')]).toBe('early001');
  });
});
