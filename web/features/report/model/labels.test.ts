import { describe, expect, it } from 'vitest';
import { addLabel, labelSuggestions, MAX_LABELS, removeLabel } from './labels.ts';

describe('addLabel', () => {
  it('adds trimmed text and ignores empty text', () => {
    expect(addLabel([], '  green   lights ')).toEqual(['green lights']);
    const labels = ['ufo'];
    expect(addLabel(labels, '   ')).toBe(labels);
    expect(addLabel(labels, '')).toBe(labels);
  });

  it('ignores duplicates in any letter case', () => {
    const labels = ['Orb'];
    expect(addLabel(labels, 'orb')).toBe(labels);
    expect(addLabel(labels, ' ORB ')).toBe(labels);
  });

  it('keeps at most 64 characters', () => {
    const [label] = addLabel([], 'x'.repeat(80));
    expect(label).toHaveLength(64);
  });

  it('stops at the number of labels the server keeps', () => {
    const full = Array.from({ length: MAX_LABELS }, (_, index) => `label ${index}`);
    expect(addLabel(full, 'one more')).toBe(full);
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
