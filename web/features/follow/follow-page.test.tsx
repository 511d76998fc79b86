// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FollowedReport } from '../../../common/schemas/follow.ts';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import FollowPage from './follow-page.tsx';

const TOKEN = 'k3Y-followtoken_0123456789abcdefghijklmnopq';
const pending = exampleSighting({
  id: 'pe11nd22',
  summary: 'A green orb over the barn',
  approved: false,
  status: 'PENDING',
  media: ['2024-05-02/pe11nd22/barn.jpg'],
});
const followed = (changes: Partial<FollowedReport> = {}): FollowedReport => ({
  status: 'received',
  reason: null,
  sightingPath: null,
  pending: true,
  mergedIntoPath: null,
  report: pending,
  ...changes,
});

function NotFound() {
  return <h1>Page Not Found</h1>;
}

const openFollow = (answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>) => {
  const calls = stubFetch(answers);
  renderScreen(<FollowPage NotFound={NotFound} />, { at: `/follow/${TOKEN}`, path: '/follow/:token' });
  return calls;
};
const status = () => screen.getByRole('status');

describe('the follow page', () => {
  it('shows a received report as stored, with media to add and a way to withdraw it', async () => {
    openFollow({ [`GET /reports/follow/${TOKEN}`]: { body: followed() } });
    expect(await screen.findByRole('heading', { name: /Status: Received/ })).toBeDefined();
    expect(status().textContent).toContain('Your report has been received and is waiting for review.');
    expect(screen.getByText('A green orb over the barn')).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Media files' })).getByText('barn.jpg')).toBeDefined();
    expect(screen.getByLabelText('Photos, videos and documents')).toBeDefined();
    expect(screen.getByText(/9 more files can be added/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Withdraw Report' })).toBeDefined();
  });

  it('shows a published report with its public page, and no more changes', async () => {
    openFollow({
      [`GET /reports/follow/${TOKEN}`]: {
        body: followed({ status: 'published', sightingPath: '/sighting/pe11nd22', pending: false }),
      },
    });
    expect(await screen.findByRole('heading', { name: /Status: Published/ })).toBeDefined();
    expect(within(status()).getByRole('link', { name: '/sighting/pe11nd22' }).getAttribute('href')).toBe(
      '/sighting/pe11nd22',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw Report' })).toBeNull();
    expect(screen.queryByLabelText('Photos, videos and documents')).toBeNull();
  });

  it("shows the staff's reason when the report was not published", async () => {
    openFollow({
      [`GET /reports/follow/${TOKEN}`]: {
        body: followed({ status: 'not-published', reason: 'A weather balloon.', pending: false }),
      },
    });
    expect(await screen.findByRole('heading', { name: /Status: Not Published/ })).toBeDefined();
    expect(status().textContent).toContain('Reason: A weather balloon.');
  });

  it('links a merged resend to the published report it was merged into', async () => {
    openFollow({
      [`GET /reports/follow/${TOKEN}`]: {
        body: followed({
          status: 'not-published',
          reason: 'Merged into orig0001: it repeats that report.',
          pending: false,
          mergedIntoPath: '/sighting/orig0001',
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: /Status: Not Published/ })).toBeDefined();
    expect(status().textContent).toContain('It was merged into a published report of the same sighting:');
    expect(within(status()).getByRole('link', { name: '/sighting/orig0001' }).getAttribute('href')).toBe(
      '/sighting/orig0001',
    );
  });

  it('shows the not-found page for a wrong or expired link', async () => {
    openFollow({
      [`GET /reports/follow/${TOKEN}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'No such address.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeDefined();
  });

  it('withdraws the report after a confirmation and shows it withdrawn', async () => {
    const calls = openFollow({
      [`GET /reports/follow/${TOKEN}`]: { body: followed() },
      [`POST /reports/follow/${TOKEN}/withdraw`]: {
        body: followed({ status: 'withdrawn', reason: 'Withdrawn by the witness.', pending: false }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw Report' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your report?' });
    expect(confirm.textContent).toContain('It will not be published, and this cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: /Status: Withdrawn/ })).toBeDefined();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(`POST /reports/follow/${TOKEN}/withdraw`);
    expect(screen.queryByRole('button', { name: 'Withdraw Report' })).toBeNull();
  });
});
