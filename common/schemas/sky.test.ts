import { describe, expect, it } from 'vitest';
import { skyQuerySchema } from './sky.ts';

describe('sky query', () => {
  it('reads a place and an instant with its offset', () => {
    expect(
      skyQuerySchema.parse({ latitude: '59.91', longitude: '10.75', occurred: '2024-06-21T23:30:00+02:00' }),
    ).toEqual({ latitude: 59.91, longitude: 10.75, occurred: '2024-06-21T23:30:00+02:00' });
    expect(skyQuerySchema.safeParse({ latitude: 0, longitude: 0, occurred: '2024-06-21T21:30:00Z' }).success).toBe(
      true,
    );
  });

  it.each([
    [{ latitude: '91', longitude: '0', occurred: '2024-06-21T21:30:00Z' }, 'latitude', 'between -90 and 90'],
    [{ latitude: '0', longitude: '-181', occurred: '2024-06-21T21:30:00Z' }, 'longitude', 'between -180 and 180'],
    [{ latitude: 'north', longitude: '0', occurred: '2024-06-21T21:30:00Z' }, 'latitude', 'must be a number'],
    [{ latitude: '0', longitude: '0', occurred: '2024-06-21T21:30:00' }, 'occurred', 'with an offset'],
    [{ latitude: '0', longitude: '0', occurred: 'last night' }, 'occurred', 'ISO 8601'],
    [{ latitude: '0', longitude: '0' }, 'occurred', 'ISO 8601'],
  ])('refuses %o, naming %s', (query, field, message) => {
    const result = skyQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
    expect(result.error!.issues[0]!.message).toContain(message);
  });
});
