import { describe, expect, it } from 'vitest';
import { extractiveSummary, splitSentences } from './extractive-summarizer.ts';
import { fitSummary } from './summary-text.ts';

const REPORT = `My wife and I were driving home on Route 9 near Millbrook around 10 p.m. on a clear night.
I'm not sure what to make of it, honestly. We pulled over when we saw three bright orange lights in a
triangle formation hovering silently above the tree line. The lights stayed perfectly still for about five
minutes, then the whole triangle shot off to the north at incredible speed. There was no sound at all.
My wife took a video on her phone but it is blurry. We told Mr. Jones, our neighbour, the next day and he
said he saw orange lights too.`;

describe('the extractive summarizer', () => {
  it('picks the sentence that says what was seen', () => {
    const summary = extractiveSummary(REPORT);
    expect(summary).toBe(
      'We pulled over when we saw three bright orange lights in a triangle formation hovering silently above the tree line.',
    );
  });

  it('splits sentences at line breaks and stops, not at abbreviations, initials or decimals', () => {
    expect(splitSentences('We told Mr. Jones about it. It was 3.5 miles away! Was it J. Allen Hynek?\nNo')).toEqual([
      'We told Mr. Jones about it.',
      'It was 3.5 miles away!',
      'Was it J. Allen Hynek?',
      'No',
    ]);
  });

  it('answers one clean line of at most 256 characters, ending like a sentence', () => {
    const long = `and then   a ${'very '.repeat(80)}bright light hovered over the barn`;
    const summary = extractiveSummary(long);
    expect(summary.length).toBeLessThanOrEqual(256);
    expect(summary).toMatch(/^A very very/);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).not.toMatch(/\s{2}/);
    expect(extractiveSummary('  a disc over the lake  ')).toBe('A disc over the lake.');
  });

  it('prefers an early sentence when two say as much', () => {
    expect(extractiveSummary('A red light hovered over the hill. A red light hovered over the lake.')).toBe(
      'A red light hovered over the hill.',
    );
  });
});

describe('fitting a summary', () => {
  it('cuts at a word boundary and drops wrapping quotes and labels', () => {
    expect(fitSummary('"Summary: three lights"')).toBe('Summary: three lights');
    expect(fitSummary('Summary: "three lights"')).toBe('three lights');
    const cut = fitSummary(`${'word '.repeat(100)}end`);
    expect(cut.length).toBeLessThanOrEqual(256);
    expect(cut).toMatch(/word…$/);
  });
});
