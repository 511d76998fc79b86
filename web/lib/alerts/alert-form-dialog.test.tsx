// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Alert, AlertArea } from '../../../common/schemas/alerts.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { stubFetch, type StubAnswer } from '../testing/stub-fetch.ts';
import { AlertMeButton } from './alert-me-button.tsx';

const circle: AlertArea = { kind: 'circle', latitude: 51.5, longitude: -0.12, radiusKm: 50 };
const box: AlertArea = { kind: 'box', south: 50, north: 52, west: -1, east: 1 };
const alertOf = (changes: Partial<Alert>): Alert => ({
  status: 'active',
  channel: 'feed',
  email: null,
  area: circle,
  filters: { shape: null, term: null, mediaOnly: false },
  feedPath: '/feed/alerts/f33dt0k3n.xml',
  created: '2026-11-28T18:00:00.000Z',
  ...changes,
});

const open = async (
  area: AlertArea,
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
  label = 'Alert me about sightings near here',
) => {
  const calls = stubFetch(answers);
  // The button fetches the form's code on its first press: loaded here, the form opens at once.
  await import('./alert-form-dialog.tsx');
  renderScreen(<AlertMeButton label={label} area={area} />);
  await userEvent.click(screen.getByRole('button', { name: label }));
  return calls;
};

describe('the alert form', () => {
  it('makes an e-mail alert around a place, with its radius and filters, and asks to confirm by e-mail', async () => {
    const calls = await open(circle, {
      'GET /alerts/options': { body: { email: true, pushPublicKey: 'BKey' } },
      'POST /alerts': (body) => ({
        status: 201,
        body: {
          token: 'tok3n',
          alert: alertOf({
            channel: 'email',
            email: 'a***@example.org',
            status: 'awaiting-confirmation',
            area: (body as { area: AlertArea }).area,
          }),
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Alert me about sightings near here' });
    expect(dialog).toBeDefined();
    const radius = await screen.findByLabelText('Radius (km)');
    await userEvent.clear(radius);
    await userEvent.type(radius, '120');
    await userEvent.type(screen.getByLabelText('Shape (optional)'), 'Disk');
    await userEvent.type(screen.getByLabelText('Keyword (optional)'), 'lights');
    await userEvent.click(screen.getByLabelText('Only sightings with photos or videos'));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).checked).toBe(true);
    // jsdom has no Push API: the browser's notification is not offered.
    expect(screen.queryByLabelText('Browser notification')).toBeNull();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(await screen.findByText('Check your e-mail to confirm.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'its private page' }).getAttribute('href')).toBe('/alerts/tok3n');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      area: { ...circle, radiusKm: 120 },
      filters: { shape: 'Disk', term: 'lights', mediaOnly: true },
      channel: { kind: 'email', email: 'ann@example.org' },
    });
  });

  it('offers only the private feed without e-mail, and shows its address to copy', async () => {
    const calls = await open(
      box,
      {
        'GET /alerts/options': { body: { email: false, pushPublicKey: 'BKey' } },
        'POST /alerts': { status: 201, body: { token: 'tok3n', alert: alertOf({ area: box }) } },
      },
      'Alert me about this area',
    );
    await screen.findByText(/The map view from 50.00, -1.00 to 52.00, 1.00/);
    expect(screen.queryByLabelText('Radius (km)')).toBeNull();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create Alert' }));
    const feed = await screen.findByLabelText('Private feed address, for your feed reader');
    expect((feed as HTMLInputElement).value).toMatch(/\/feed\/alerts\/f33dt0k3n\.xml$/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      area: box,
      filters: { shape: null, term: null, mediaOnly: false },
      channel: { kind: 'feed' },
    });
  });

  it("shows the server's message when it refuses the alert, and keeps the form", async () => {
    await open(circle, {
      'GET /alerts/options': { body: { email: true, pushPublicKey: 'BKey' } },
      'POST /alerts': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'At most 5 alerts a day per e-mail address.' },
      },
    });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ann@example.org');
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('At most 5 alerts a day per e-mail address.');
    expect(screen.getByRole('button', { name: 'Create Alert' })).toBeDefined();
  });
});
