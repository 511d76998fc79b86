// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleSighting, pageOfSightings } from '../../lib/testing/example-sighting.ts';
import { exampleSky } from '../../lib/testing/example-sky.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import { PendingReportsCard } from './pending-reports-card.tsx';

const openPending = (answer: StubAnswer, skies: Record<string, StubAnswer> = {}) => {
  const calls = stubFetch({ 'GET /administration/sightings/pending': answer, ...skies });
  renderScreen(<PendingReportsCard />, { at: '/administration' });
  return calls;
};

const card = () => screen.getByRole('region', { name: /Pending Reports/ });

describe('the pending reports of administration', () => {
  it('shows that it is loading while the queue is on its way', () => {
    openPending('never');
    expect(within(card()).getByRole('status').textContent).toBe('Loading pending reports...');
  });

  it('says No Pending Reports when the queue is empty', async () => {
    openPending({ body: pageOfSightings([]) });
    expect(await within(card()).findByText('No Pending Reports')).toBeDefined();
    expect(within(card()).getByText('0').className).toContain('badge');
  });

  it('says Unavailable and shows an error toast when the queue cannot be had', async () => {
    openPending(serverError());
    expect(await within(card()).findByText('Unavailable')).toBeDefined();
    expect(await screen.findByText('Could not retrieve pending reports. Please try again later.')).toBeDefined();
  });

  it('lists each pending report, oldest first, with a link that opens it in the editor', async () => {
    const reports = [
      exampleSighting({ id: 'aa11bb22', summary: 'First light', approved: false, status: 'PENDING' }),
      exampleSighting({ id: 'cc33dd44', summary: '', approved: false, status: 'PENDING' }),
    ];
    const calls = openPending(
      { body: pageOfSightings(reports) },
      {
        'GET /sightings/sky/aa11bb22': 'never',
        'GET /sightings/sky/cc33dd44': 'never',
        'GET /administration/duplicates/aa11bb22': { body: { id: 'aa11bb22', candidates: [] } },
        'GET /administration/duplicates/cc33dd44': { body: { id: 'cc33dd44', candidates: [] } },
      },
    );
    const items = await within(card()).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('aria-label'))).toEqual([
      'Open sighting aa11bb22 in the editor',
      'Open sighting cc33dd44 in the editor',
    ]);
    expect(within(items[0]!).getByText('First light')).toBeDefined();
    expect(within(items[1]!).getByText('No summary')).toBeDefined();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/administration?id=aa11bb22');
    expect(within(card()).getByText(/waiting/).parentElement?.textContent).toBe('2 waiting');
    expect(calls[0]!.path).toMatch(/^\/administration\/sightings\/pending\?page=0&size=\d+$/);
  });

  it("shows each report's sky: the bright bodies that were up, the likely one marked with its reason", async () => {
    const reports = [
      exampleSighting({ id: 'aa11bb22', approved: false, status: 'PENDING' }),
      exampleSighting({ id: 'cc33dd44', approved: false, status: 'PENDING' }),
      exampleSighting({ id: 'ee55ff66', latitude: null, longitude: null, point: null, approved: false }),
      exampleSighting({ id: 'gg77hh88', approved: false, status: 'PENDING' }),
    ];
    openPending(
      { body: pageOfSightings(reports) },
      {
        'GET /sightings/sky/aa11bb22': { body: exampleSky() },
        'GET /sightings/sky/cc33dd44': { body: exampleSky({ candidates: [] }) },
        'GET /sightings/sky/gg77hh88': serverError(),
        ...Object.fromEntries(
          ['aa11bb22', 'cc33dd44', 'ee55ff66', 'gg77hh88'].map((id) => [
            `GET /administration/duplicates/${id}`,
            'never',
          ]),
        ),
      },
    );
    const items = await within(card()).findAllByRole('listitem');
    expect(await within(items[0]!).findByText('Sky at the time: Venus (likely), Jupiter')).toBeDefined();
    expect(within(items[0]!).getByText(/^Venus was very bright, low in the west-southwest/)).toBeDefined();
    expect(await within(items[1]!).findByText('Sky at the time: No bright planet or the Moon was up.')).toBeDefined();
    expect(within(items[2]!).getByText('Sky at the time: No coordinates: no sky to compare.')).toBeDefined();
    expect(await within(items[3]!).findByText('Sky at the time: Unavailable.')).toBeDefined();
  });

  describe('reviewing where the reports stand', () => {
    const report = exampleSighting({ id: 'aa11bb22', summary: 'First light', approved: false, status: 'PENDING' });
    const quiet = {
      'GET /sightings/sky/aa11bb22': 'never' as const,
      'GET /administration/duplicates/aa11bb22': { body: { id: 'aa11bb22', candidates: [] } },
    };

    it('reads the queue newest first when asked, from its first page', async () => {
      const user = userEvent.setup();
      const calls = openPending({ body: pageOfSightings([report]) }, quiet);
      await within(card()).findAllByRole('listitem');
      expect(within(card()).getByLabelText<HTMLSelectElement>('Show').value).toBe('oldest');
      await user.selectOptions(within(card()).getByLabelText('Show'), 'Newest first');
      await expect
        .poll(() => calls.map((call) => call.path).filter((path) => path.startsWith('/administration/sightings')))
        .toContain('/administration/sightings/pending?page=0&size=10&order=newest');
    });

    it('approves a report with one click, as the editor’s Update with approval would', async () => {
      const user = userEvent.setup();
      const calls = openPending(
        { body: pageOfSightings([report]) },
        {
          ...quiet,
          'POST /administration/update/sighting': { body: { ...report, approved: true, status: 'APPROVED' } },
        },
      );
      const [item] = await within(card()).findAllByRole('listitem');
      await user.click(within(item!).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Sighting aa11bb22 has been updated.')).toBeDefined();
      const update = calls.find((call) => call.path === '/administration/update/sighting');
      expect(update?.body).toMatchObject({ id: 'aa11bb22', approved: true, point: null, summary: 'First light' });
    });

    it('rejects a report only with a reason, which is sent for the witness to read', async () => {
      const user = userEvent.setup();
      const calls = openPending(
        { body: pageOfSightings([report]) },
        { ...quiet, 'POST /administration/delete/sighting/aa11bb22': { body: true } },
      );
      const [item] = await within(card()).findAllByRole('listitem');
      await user.click(within(item!).getByRole('button', { name: 'Reject' }));
      const form = within(item!).getByRole('form', { name: 'Reject sighting aa11bb22' });
      const reason = within(form).getByLabelText('Why is it not published?');
      expect(document.activeElement).toBe(reason);
      await user.click(within(form).getByRole('button', { name: 'Reject aa11bb22' }));
      expect(within(form).getByText(/Write why this report is not published/)).toBeDefined();
      expect(calls.some((call) => call.path.startsWith('/administration/delete'))).toBe(false);

      await user.type(reason, 'A street light reflected in the window.');
      await user.click(within(form).getByRole('button', { name: 'Reject aa11bb22' }));
      expect(await screen.findByText('Sighting aa11bb22 has been deleted.')).toBeDefined();
      const deletion = calls.find((call) => call.path === '/administration/delete/sighting/aa11bb22');
      expect(deletion?.body).toEqual({ reason: 'A street light reflected in the window.' });
    });
  });
});
