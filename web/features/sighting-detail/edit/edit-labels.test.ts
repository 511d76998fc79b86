import { describe, expect, it } from 'vitest';
import { generatedLabels } from './edit-labels.ts';

describe('generatedLabels (one per media type; none without tags or media)', () => {
  it('gives one label per media type that is not a tag yet', () => {
    expect(generatedLabels(['photo'], ['a.jpg', 'b.png', 'c.mp4', 'd.xyz'])).toEqual(['video', 'unknown']);
  });
  it("is 'none' with no tags and no media", () => {
    expect(generatedLabels([], [])).toEqual(['none']);
  });
  it('is empty when tags exist and no media adds anything', () => {
    expect(generatedLabels(['orb'], [])).toEqual([]);
  });
});
