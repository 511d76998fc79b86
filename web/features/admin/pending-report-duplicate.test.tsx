// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuplicateCandidate } from '../../../common/schemas/duplicates.ts';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import { PendingReportDuplicate } from './pending-report-duplicate.tsx';

const candidate = (overrides: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  id: 'orig0001',
  confidence: 0.96,
  matched: ['place-time', 'text'],
  distanceKm: 0,
  minutesApart: 5,
  textSimilarity: 1,
  photoBitsApart: null,
  summary: 'Three orange lights hovered over the lake',
  submitted: '2024-05-01T22:20:00.000Z',
  approved: false,
  ...overrides,
});

function open(candidates: DuplicateCandidate[], more: Record<string, StubAnswer> = {}) {
  const calls = stubFetch({
    'GET /administration/duplicates/resend01': { body: { id: 'resend01', candidates } },
    ...more,
  });
  renderScreen(<PendingReportDuplicate reportId="resend01" />, { at: '/administration' });
  return calls;
}

describe('the duplicate mark of a pending report', () => {
  it('names the report it probably repeats, how sure and why', async () => {
    open([candidate(), candidate({ id: 'other002', confidence: 0.6 })]);
    const mark = await screen.findByRole('group', { name: 'Possible resend of orig0001' });
    expect(mark.textContent).toContain(
      'Possible resend of orig0001 (96% sure: same place and time, near-identical text)',
    );
    expect(within(mark).getByRole('link', { name: 'orig0001' }).getAttribute('href')).toBe(
      '/administration?id=orig0001',
    );
  });

  it('shows nothing when no candidate is probable', async () => {
    const calls = open([candidate({ confidence: 0.4, matched: [] })]);
    await expect.poll(() => calls.length).toBe(1);
    // Let the answer be read and rendered.
    await act(async () => {});
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('merges after a confirmation and says so', async () => {
    const calls = open([candidate({ matched: ['photo'] })], {
      'POST /administration/merge/sighting/resend01/into/orig0001': { body: exampleSighting({ id: 'orig0001' }) },
    });
    const mark = await screen.findByRole('group', { name: 'Possible resend of orig0001' });
    expect(mark.textContent).toContain('same photo');
    await userEvent.click(within(mark).getByRole('button', { name: 'Merge into orig0001' }));
    expect(mark.textContent).toContain('Merge resend01 into orig0001? Its media move over and resend01 is deleted.');
    await userEvent.click(within(mark).getByRole('button', { name: 'Confirm merge' }));
    expect(await screen.findByText('Sighting resend01 has been merged into orig0001.')).toBeDefined();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/into/orig0001'))).toBe(true);
  });

  it("keeps both, and shows the server's reason when a merge is refused", async () => {
    const calls = open([candidate()], {
      'POST /administration/keep/sighting/resend01/and/orig0001': { body: true },
      'POST /administration/merge/sighting/resend01/into/orig0001': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'The merged sighting would hold 11 files.' },
      },
    });
    const mark = await screen.findByRole('group', { name: 'Possible resend of orig0001' });
    await userEvent.click(within(mark).getByRole('button', { name: 'Merge into orig0001' }));
    await userEvent.click(within(mark).getByRole('button', { name: 'Confirm merge' }));
    expect(await screen.findByText('The merged sighting would hold 11 files.')).toBeDefined();
    await userEvent.click(within(mark).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(mark).getByRole('button', { name: 'Keep both' }));
    await expect.poll(() => calls.filter((call) => call.path.includes('/keep/')).length).toBe(1);
  });
});
