import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window.ts';

describe('page window', () => {
  it('offers every page when there are 7 or fewer', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(2, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(6, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps at most 7 links centred on the current page', () => {
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(19, 20)).toEqual([13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(17, 20)).toEqual([13, 14, 15, 16, 17, 18, 19]);
  });

  it('clamps a page outside the range and handles no pages', () => {
    expect(pageWindow(50, 9)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(-3, 9)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(45, 25)).toBe(2);
  });
});
