import { describe, expect, it } from 'vitest';
import { addLabel, generatedLabels, removeLabel } from './edit-labels.ts';

describe('addLabel (SPEC §5)', () => {
  it('adds trimmed text with tidied spaces', () => {
    expect(addLabel(['ufo'], '  bright   orb ')).toEqual(['ufo', 'bright orb']);
  });
  it('ignores empty text and duplicates in any letter case', () => {
    const tags = ['Orb'];
    expect(addLabel(tags, '   ')).toBe(tags);
    expect(addLabel(tags, 'orb')).toBe(tags);
  });
  it('keeps at most 64 characters', () => {
    expect(addLabel([], 'x'.repeat(80))[0]).toHaveLength(64);
  });
  it('stops at 50 labels', () => {
    const many = Array.from({ length: 50 }, (_, index) => `tag${index}`);
    expect(addLabel(many, 'one more')).toBe(many);
  });
});

describe('removeLabel', () => {
  it('drops exactly that label', () => {
    expect(removeLabel(['orb', 'Orb2'], 'orb')).toEqual(['Orb2']);
  });
});

describe('generatedLabels (SPEC §4)', () => {
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
