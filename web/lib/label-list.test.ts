import { describe, expect, it } from 'vitest';
import { MAX_TAGS } from '../../common/schemas/sighting-update.ts';
import { REPORT_TAG_LIMIT } from '../../common/schemas/report.ts';
import { addLabel, labelSuggestions, removeLabel } from './label-list.ts';

describe('addLabel', () => {
  it('adds trimmed text and ignores empty text', () => {
    expect(addLabel([], '  green   lights ', REPORT_TAG_LIMIT)).toEqual(['green lights']);
    const labels = ['ufo'];
    expect(addLabel(labels, '   ', REPORT_TAG_LIMIT)).toBe(labels);
    expect(addLabel(labels, '', REPORT_TAG_LIMIT)).toBe(labels);
  });

  it('ignores duplicates in any letter case', () => {
    const labels = ['Orb'];
    expect(addLabel(labels, 'orb', REPORT_TAG_LIMIT)).toBe(labels);
    expect(addLabel(labels, ' ORB ', REPORT_TAG_LIMIT)).toBe(labels);
  });

  it('keeps at most 64 characters', () => {
    const [label] = addLabel([], 'x'.repeat(80), REPORT_TAG_LIMIT);
    expect(label).toHaveLength(64);
  });

  it('stops at the number of labels the server keeps', () => {
    const full = Array.from({ length: REPORT_TAG_LIMIT }, (_, index) => `label ${index}`);
    expect(addLabel(full, 'one more', REPORT_TAG_LIMIT)).toBe(full);
  });

  it('removes a label', () => {
    expect(removeLabel(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('labelSuggestions', () => {
  it('starts after 2 typed characters', () => {
    expect(labelSuggestions('', [])).toEqual([]);
    expect(labelSuggestions('f', [])).toEqual([]);
    expect(labelSuggestions('fl', [])).toEqual(['flash', 'floating']);
  });

  it('matches by prefix, case-insensitively, and leaves out labels already added', () => {
    expect(labelSuggestions('LIG', [])).toEqual(['lights', 'light']);
    expect(labelSuggestions('lig', ['Lights'])).toEqual(['light']);
    expect(labelSuggestions('ht', [])).toEqual([]);
  });

  it('offers at most 5', () => {
    const many = ['sa1', 'sa2', 'sa3', 'sa4', 'sa5', 'sa6', 'sa7'];
    expect(labelSuggestions('sa', [], many)).toEqual(['sa1', 'sa2', 'sa3', 'sa4', 'sa5']);
    expect(labelSuggestions('sa', ['SA2'], many)).toEqual(['sa1', 'sa3', 'sa4', 'sa5', 'sa6']);
    expect(labelSuggestions('xyz', [])).toEqual([]);
  });
});

describe('addLabel (at most 64 characters, no empty or duplicate labels)', () => {
  it('adds trimmed text with tidied spaces', () => {
    expect(addLabel(['ufo'], '  bright   orb ', MAX_TAGS)).toEqual(['ufo', 'bright orb']);
  });
  it('ignores empty text and duplicates in any letter case', () => {
    const tags = ['Orb'];
    expect(addLabel(tags, '   ', MAX_TAGS)).toBe(tags);
    expect(addLabel(tags, 'orb', MAX_TAGS)).toBe(tags);
  });
  it('keeps at most 64 characters', () => {
    expect(addLabel([], 'x'.repeat(80), MAX_TAGS)[0]).toHaveLength(64);
  });
  it('stops at 50 labels', () => {
    const many = Array.from({ length: 50 }, (_, index) => `tag${index}`);
    expect(addLabel(many, 'one more', MAX_TAGS)).toBe(many);
  });
});

describe('removeLabel', () => {
  it('drops exactly that label', () => {
    expect(removeLabel(['orb', 'Orb2'], 'orb')).toEqual(['Orb2']);
  });
});
