// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../common/schemas/alerts.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import AlertPage from './alert-page.tsx';

const TOKEN = 'a1ert-t0ken_0123456789';
const alertOf = (changes: Partial<Alert> = {}): Alert => ({
  status: 'active',
  channel: 'email',
  email: 'a***@example.org',
  area: { kind: 'circle', latitude: 51.5, longitude: -0.12, radiusKm: 50 },
  filters: { shape: 'Disk', term: null, mediaOnly: false },
  feedPath: '/feed/alerts/f33d.xml',
  created: '2026-11-28T18:00:00.000Z',
  ...changes,
});

const openAlert = (answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>, at = `/alerts/${TOKEN}`) => {
  const calls = stubFetch(answers);
  renderScreen(<AlertPage />, { at, path: '/alerts/:token' });
  return calls;
};

describe('the alert page', () => {
  it('shows the alert: state, area, filters and channel', async () => {
    openAlert({ [`GET /alerts/${TOKEN}`]: { body: alertOf() } }, `/alerts/${TOKEN}?confirmed=1`);
    expect(await screen.findByText('Your e-mail address is confirmed: the alert is on.')).toBeDefined();
    expect(screen.getByText('On')).toBeDefined();
    expect(screen.getByText('Within 50 km of 51.50, -0.12')).toBeDefined();
    expect(screen.getByText('Shape: Disk')).toBeDefined();
    expect(screen.getByText(/E-mail \(a\*\*\*@example.org\)/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send the Confirmation Again' })).toBeNull();
  });

  it('saves a new radius and filters, and pauses and resumes the alert', async () => {
    const calls = openAlert({
      [`GET /alerts/${TOKEN}`]: { body: alertOf() },
      [`POST /alerts/${TOKEN}`]: (body) => {
        const { area, filters, paused } = body as { area: Alert['area']; filters: Alert['filters']; paused: boolean };
        return { body: alertOf({ area, filters, status: paused ? 'paused' : 'active' }) };
      },
    });
    const radius = await screen.findByLabelText('Radius (km)');
    await userEvent.clear(radius);
    await userEvent.type(radius, '200');
    await userEvent.clear(screen.getByLabelText('Shape (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Within 200 km of 51.50, -0.12')).toBeDefined();
    expect(screen.getByText('None: every sighting in the area')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Alert' }));
    expect(await screen.findByText('Paused')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Resume Alert' }));
    expect(await screen.findByText('On')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        area: { kind: 'circle', latitude: 51.5, longitude: -0.12, radiusKm: 200 },
        filters: { shape: null, term: null, mediaOnly: false },
        paused: false,
      },
      {
        area: { kind: 'circle', latitude: 51.5, longitude: -0.12, radiusKm: 200 },
        filters: { shape: null, term: null, mediaOnly: false },
        paused: true,
      },
      {
        area: { kind: 'circle', latitude: 51.5, longitude: -0.12, radiusKm: 200 },
        filters: { shape: null, term: null, mediaOnly: false },
        paused: false,
      },
    ]);
  });

  it("shows the server's message when a change is refused", async () => {
    openAlert({
      [`GET /alerts/${TOKEN}`]: { body: alertOf() },
      [`POST /alerts/${TOKEN}`]: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'term must be at most 200 characters.' },
      },
    });
    const radius = await screen.findByLabelText('Radius (km)');
    await userEvent.clear(radius);
    await userEvent.type(radius, '300{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('term must be at most 200 characters.');
  });

  it('deletes the alert after asking, and says it is gone', async () => {
    const calls = openAlert({
      [`GET /alerts/${TOKEN}`]: { body: alertOf() },
      [`POST /alerts/${TOKEN}/delete`]: { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep It' }));
    expect(calls.some((call) => call.path.endsWith('/delete'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete It' }));
    expect((await screen.findByRole('status')).textContent).toContain('The alert is deleted');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('sends the confirmation again for an e-mail alert not yet confirmed', async () => {
    openAlert({
      [`GET /alerts/${TOKEN}`]: { body: alertOf({ status: 'awaiting-confirmation' }) },
      [`POST /alerts/${TOKEN}/resend-confirmation`]: { body: alertOf({ status: 'awaiting-confirmation' }) },
    });
    expect(await screen.findByText('Waiting for you to confirm your e-mail address')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Pause Alert' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send the Confirmation Again' }));
    expect(await screen.findByText('Sent. Check your e-mail.')).toBeDefined();
  });

  it('says so when the link is for no alert', async () => {
    openAlert({
      [`GET /alerts/${TOKEN}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'No such alert.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'No Such Alert' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete Alert' })).toBeNull();
  });
});
