import { describe, expect, it } from 'vitest';
import { administrationPathFor, loginPathFor, safeRedirectPath } from './staff-paths.ts';

describe('safeRedirectPath', () => {
  it('keeps a same-site path with its query and anchor', () => {
    expect(safeRedirectPath('/administration?id=ab12cd34')).toBe('/administration?id=ab12cd34');
    expect(safeRedirectPath('/search?term=lights#results')).toBe('/search?term=lights#results');
    expect(safeRedirectPath('/sighting/abc')).toBe('/sighting/abc');
  });
  it('falls back to administration when there is nothing to go to', () => {
    expect(safeRedirectPath(null)).toBe('/administration');
    expect(safeRedirectPath(undefined)).toBe('/administration');
    expect(safeRedirectPath('')).toBe('/administration');
  });
  it('never leaves the site', () => {
    for (const outside of [
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'administration',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /administration',
    ]) {
      expect(safeRedirectPath(outside), outside).toBe('/administration');
    }
  });
  it('does not lead back to the login screen', () => {
    expect(safeRedirectPath('/login?redirectUrl=%2Flogin')).toBe('/administration');
  });
  it('normalises dot segments rather than trusting them', () => {
    expect(safeRedirectPath('/a/../administration')).toBe('/administration');
  });
});

describe('paths', () => {
  it('carries the wanted address to the login screen', () => {
    expect(loginPathFor('/administration?id=ab12cd34')).toBe('/login?redirectUrl=%2Fadministration%3Fid%3Dab12cd34');
  });
  it('opens a sighting in administration', () => {
    expect(administrationPathFor('ab12cd34')).toBe('/administration?id=ab12cd34');
  });
});
