import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text.ts';
import { boundsQuerySchema, pageQuerySchema } from './browse.ts';
import { hyperparametersSchema } from './hyperparameters.ts';
import { loginFormSchema } from './login.ts';
import { defaultSearchRange, searchRequestSchema } from './search.ts';

describe('search request', () => {
  it('fills the defaults: no media filter, first page, 10 a page', () => {
    const parsed = searchRequestSchema.parse({ term: 'lights' });
    expect(parsed).toMatchObject({ term: 'lights', hasMedia: false, page: 0, size: 10 });
  });
  it('defaults the range to one year back to today', () => {
    expect(defaultSearchRange(new Date('2024-02-29T12:00:00Z'))).toEqual({
      fromDate: '2023-03-01',
      toDate: '2024-02-29',
    });
  });
  it('refuses short terms, bad dates, reversed ranges and huge pages', () => {
    expect(searchRequestSchema.safeParse({ term: 'ab' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ term: '  ab  ' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ term: 'abc', fromDate: '2020-13-45' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ term: 'abc', fromDate: '2021-02-29' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ term: 'abc', fromDate: '2021-02-02', toDate: '2021-02-01' }).success).toBe(
      false,
    );
    expect(searchRequestSchema.safeParse({ term: 'abc', size: 10000 }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ term: 'abc', page: -1 }).success).toBe(false);
  });
});

describe('paging and bounds', () => {
  it('coerces query text and refuses blanks and nonsense', () => {
    expect(pageQuerySchema.parse({ page: '2', size: '25' })).toEqual({ page: 2, size: 25 });
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
    expect(pageQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ size: '1.5' }).success).toBe(false);
    const bounds = { swLng: '-10', swLat: '-5', neLng: '10', neLat: '5' };
    expect(boundsQuerySchema.parse(bounds)).toEqual({
      swLng: -10,
      swLat: -5,
      neLng: 10,
      neLat: 5,
      size: 25,
      hasMedia: false,
    });
    expect(boundsQuerySchema.parse({ ...bounds, shape: 'Disc', country: 'us', hasMedia: 'true' })).toMatchObject({
      shape: 'Disc',
      country: 'US',
      hasMedia: true,
    });
    expect(boundsQuerySchema.safeParse({ ...bounds, fromDate: '2001-01-02', toDate: '2001-01-01' }).success).toBe(
      false,
    );
    expect(boundsQuerySchema.safeParse({ ...bounds, swLat: '' }).success).toBe(false);
    expect(boundsQuerySchema.safeParse({ ...bounds, swLat: '91' }).success).toBe(false);
    expect(boundsQuerySchema.safeParse({ ...bounds, swLat: '6' }).success).toBe(false);
    expect(boundsQuerySchema.safeParse({ ...bounds, neLng: 'Infinity' }).success).toBe(false);
  });
});

describe('hyperparameters and login', () => {
  it('keeps the slider bounds', () => {
    expect(
      hyperparametersSchema.safeParse({ model: 'gpt-4o', temperature: 0.9, topP: 0.8, maxTokens: 2500 }).success,
    ).toBe(true);
    expect(
      hyperparametersSchema.safeParse({ model: 'gpt-4o', temperature: 0, topP: 0.8, maxTokens: 2500 }).success,
    ).toBe(false);
    expect(
      hyperparametersSchema.safeParse({ model: 'gpt-4o', temperature: 0.5, topP: 0.8, maxTokens: 5000 }).success,
    ).toBe(false);
  });
  it('needs an e-mail and a password', () => {
    expect(loginFormSchema.safeParse({ username: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginFormSchema.safeParse({ username: 'nope', password: 'x' }).success).toBe(false);
    expect(loginFormSchema.safeParse({ username: 'a@b.co', password: '' }).success).toBe(false);
  });
});

describe('cleanText', () => {
  it('removes bidirectional overrides, isolates, marks and zero-width spaces, keeping joiners', () => {
    expect(cleanText(' evil\u202etxt.exe\u202c ')).toBe('eviltxt.exe');
    expect(cleanText('a\u2066b\u2069c\u200fd\u200be\ufefff\u0085g')).toBe('abcdefg');
    expect(cleanText('👨\u200d👩\u200d👧 می\u200cخواهم')).toBe('👨\u200d👩\u200d👧 می\u200cخواهم');
  });
});
