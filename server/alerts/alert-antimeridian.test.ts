import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import type { AlertArea, CreatedAlert } from '../../common/schemas/alerts.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { useAlertTestApp } from '../test/alert-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting, PENDING_REVIEW } from '../test/sighting-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { areaHolds, areaOf, longitudeRanges, storedArea } from './alert-area.ts';
import { AlertMatcher } from './alert-matcher.ts';

const ALERTS = `${API_BASE}/alerts`;
/** 300 km around Suva, Fiji (178.4°E): the circle reaches past 180° to about -178.7°. */
const aroundFiji = { kind: 'circle', latitude: -18.1, longitude: 178.4, radiusKm: 300 } as const;
/** A map view from 170°E eastwards to 170°W. */
const acrossView = { kind: 'box', south: -30, north: 0, west: 170, east: -170 } as const;

describe('areas across the antimeridian', () => {
  it('keep one interval of longitude, told back as they were given', () => {
    const circle = storedArea(aroundFiji);
    expect(circle.west).toBeCloseTo(175.56, 1);
    expect(circle.east).toBeGreaterThan(180);
    expect(longitudeRanges(circle)).toEqual([
      [circle.west, 180],
      [-180, circle.east - 360],
    ]);
    const box = storedArea(acrossView);
    expect(box).toMatchObject({ west: 170, east: 190 });
    expect(areaOf(box)).toEqual(acrossView);
    // A circle west of 180° on the other side: its box starts on the eastern side.
    expect(storedArea({ kind: 'circle', latitude: -18, longitude: -179.5, radiusKm: 100 }).west).toBeGreaterThan(178);
  });

  it('hold places on both sides, and not beyond', () => {
    const circle = storedArea(aroundFiji);
    expect(areaHolds(circle, -17.8, 179.9)).toBe(true);
    expect(areaHolds(circle, -18.0, -179.5)).toBe(true);
    expect(areaHolds(circle, -18.1, -176.5)).toBe(false);
    expect(areaHolds(circle, -18.1, 174.5)).toBe(false);
    const box = storedArea(acrossView);
    expect(areaHolds(box, -10, 175)).toBe(true);
    expect(areaHolds(box, -10, -175)).toBe(true);
    expect(areaHolds(box, -10, 180)).toBe(true);
    expect(areaHolds(box, -10, -165)).toBe(false);
    expect(areaHolds(box, -10, 165)).toBe(false);
    expect(areaHolds(box, -10, 0)).toBe(false);
  });
});

describe.each(testDialects())('alerts across the antimeridian on %s', (dialect) => {
  const west = makeSighting({ ...PENDING_REVIEW, id: 'amer0001', latitude: -17.8, longitude: 179.9 });
  const east = makeSighting({ ...PENDING_REVIEW, id: 'amer0002', latitude: -18.0, longitude: -179.5 });
  const farEast = makeSighting({ ...PENDING_REVIEW, id: 'amer0003', latitude: -18.1, longitude: -165 });
  const farWest = makeSighting({ ...PENDING_REVIEW, id: 'amer0004', latitude: -18.1, longitude: 165 });
  const alerts = useAlertTestApp(dialect, [west, east, farEast, farWest]);

  const create = async (area: AlertArea, kind: 'push' | 'feed') => {
    const channel = kind === 'push' ? { kind, subscription: alerts.pushReceiver.subscription } : { kind };
    const response = await injectAsBrowser(alerts.test.app, {
      method: 'POST',
      url: ALERTS,
      payload: { area, channel },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as CreatedAlert;
  };
  const ids = (xml: string) => [...new Set([...xml.matchAll(/\/sighting\/([a-z0-9]+)/g)].map((match) => match[1]))];

  it('match a 300 km circle around Fiji and a view from 170° to -170° on both sides, from the spatial index', async () => {
    const circle = await create(aroundFiji, 'push');
    const view = await create(acrossView, 'push');
    expect(view.alert.area).toEqual(acrossView);
    for (const sighting of [west, east, farEast, farWest]) await alerts.approve(sighting.id);
    const matcher = new AlertMatcher(alerts.services.alertRepository);
    const matched = async (id: string) => {
      const sighting = (await alerts.test.app.inject({ url: `${API_BASE}/sightings/by-id/${id}` })).json() as Sighting;
      return (await matcher.match(sighting)).length;
    };
    expect(await matched(west.id)).toBe(2);
    expect(await matched(east.id)).toBe(2);
    expect(await matched(farEast.id)).toBe(0);
    expect(await matched(farWest.id)).toBe(0);
    expect(circle.alert.area).toEqual(aroundFiji);

    await alerts.settle();
    // What came after an alert's first message waits for its quiet quarter of an hour, then goes out.
    await alerts.services.alertSender.runOnce(new Date(Date.now() + 16 * 60_000));
    expect(await alerts.waiting()).toMatchObject({ outbox: 0, deliveries: 0 });
    expect(alerts.pushReceiver.received.length).toBeGreaterThanOrEqual(2);
  });

  it('feed the sightings on both sides, privately and in the public feed', async () => {
    const { alert } = await create(acrossView, 'feed');
    expect(ids((await alerts.test.app.inject({ url: alert.feedPath })).body).sort()).toEqual([west.id, east.id].sort());
    const open = await alerts.test.app.inject({ url: '/feed.xml?bbox=170,-30,-170,0' });
    expect(open.statusCode).toBe(200);
    expect(ids(open.body).sort()).toEqual([west.id, east.id].sort());
  });
});
