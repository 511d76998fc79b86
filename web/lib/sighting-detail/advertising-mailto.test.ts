import { describe, expect, it } from 'vitest';
import { advertisingMailto } from './advertising-mailto.ts';

describe('advertisingMailto', () => {
  it('writes to the domain serving the site', () => {
    expect(advertisingMailto('www.skywatch.org')).toBe('mailto:advertise@skywatch.org?subject=Advertising');
    expect(advertisingMailto('skywatch.org')).toBe('mailto:advertise@skywatch.org?subject=Advertising');
  });
});
