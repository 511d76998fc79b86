import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log.ts';

describe('request lines in the log', () => {
  it('leaves follow tokens out of page and API paths, and everything else as it was', () => {
    expect(loggableUrl('/follow/abcDEF_123-xyz')).toBe('/follow/…');
    expect(loggableUrl('/api/v1/reports/follow/abcDEF_123-xyz/media?x=1')).toBe('/api/v1/reports/follow/…/media?x=1');
    expect(loggableUrl('/api/v1/sightings/by-id/ab12cd34')).toBe('/api/v1/sightings/by-id/ab12cd34');
  });
});
