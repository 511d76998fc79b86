import { describe, expect, it } from 'vitest';
import { columnMapRowMapper } from './column-map-csv.ts';

describe('a column-map row', () => {
  it('without an id column keys its import by the row itself, so the same row is known again', () => {
    const names = ['Date', 'Town', 'State', 'Country', 'Lat', 'Lon', 'Text'];
    const map = {
      occurred: 'Date',
      city: 'Town',
      region: 'State',
      country: 'Country',
      latitude: 'Lat',
      longitude: 'Lon',
      summary: 'Text',
    };
    const row = ['2014-06-01 21:30', 'Phoenix', 'AZ', 'US', '33.45', '-112.07', 'A light over the hills'];
    const first = columnMapRowMapper(names, map)(row, { pending: false });
    const again = columnMapRowMapper(names, map)([...row], { pending: false });
    if (!first.ok || !again.ok) throw new Error('expected both rows to map');
    expect(first.sighting.importKey).toMatch(/^Imported table:./);
    expect(again.sighting.importKey).toBe(first.sighting.importKey);
  });
});
