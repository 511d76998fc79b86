import { describe, expect, it } from 'vitest';
import { historicalSightings, historicalSightingsSchema } from './demo/historical-sightings.ts';
import { checkJsonData, DataFileError } from './json-data.ts';
import { phrases, phraseTablesSchema } from './synthetic/phrase-tables.ts';

describe('data kept as data', () => {
  it('loads the historical sightings and the phrase tables, checked', () => {
    expect(historicalSightings.length).toBeGreaterThan(40);
    expect(historicalSightings[0]!.detailedDescription).toContain('\n\n');
    expect(phrases.hourWeights).toHaveLength(24);
  });

  it('refuses a malformed record, naming the file, the record and the field', () => {
    const [first] = historicalSightings;
    const broken = [{ ...first, detailedDescription: ['One paragraph.'], latitude: 123 }];
    expect(() => checkJsonData(broken, historicalSightingsSchema, 'historical-sightings.json')).toThrow(DataFileError);
    expect(() => checkJsonData(broken, historicalSightingsSchema, 'historical-sightings.json')).toThrow(
      /^historical-sightings\.json does not hold valid data: 0\.latitude: /,
    );
    expect(() => checkJsonData({ ...phrases, hourWeights: [1, 2] }, phraseTablesSchema, 'phrase-tables.json')).toThrow(
      /phrase-tables\.json does not hold valid data: hourWeights: /,
    );
  });
});
