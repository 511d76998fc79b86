import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parser.ts';
import { nuforcRowMapper } from './nuforc-csv.ts';
import { withVisibleText } from './visible-text.ts';

describe('imported text shows what it says', () => {
  it('removes a right-to-left override spelled as an HTML entity, in the texts and the tags', () => {
    const line =
      '10/10/1949 20:30,lubbock,tx,us,disk,2700,45 minutes,A disk &#8238;desrever&#8236; over the fields.,4/27/2004,33.5778,-101.8552';
    const result = nuforcRowMapper()(parseCsv(line)[0]!.fields, { pending: false });
    if (!result.ok) throw new Error(result.reason);
    expect(result.sighting.detailedDescription).toContain('\u202e');
    const sighting = withVisibleText({ ...result.sighting, tags: ['disc\u2066'] });
    expect(sighting.detailedDescription).toBe('A disk desrever over the fields.');
    expect(sighting.summary).not.toMatch(/[\u202a-\u202e]/);
    expect(sighting.tags).toEqual(['disc']);
    expect(sighting.latitude).toBe(33.5778);
  });
});
