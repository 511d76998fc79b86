// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../common/schemas/activity.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { stubFetch } from '../../lib/testing/stub-fetch.ts';
import { ActivityTimeline } from './activity-timeline.tsx';

const entry = (changes: Partial<Activity>): Activity => ({
  action: 'UPDATED_SIGHTING',
  created: '2026-11-28T10:00:00.000Z',
  user: { firstName: 'Monica', lastName: 'Reyes' },
  sightingId: 'aa11bb22',
  reason: null,
  outcome: null,
  ...changes,
});

describe('the Recent Activity timeline', () => {
  it('says in words that a report was approved or rejected, and why it was rejected', async () => {
    const content = [
      entry({ sightingId: 'aa11bb22', outcome: 'approved' }),
      entry({ action: 'DELETED_SIGHTING', sightingId: 'cc33dd44', outcome: 'rejected', reason: 'A lantern.' }),
      entry({ sightingId: 'ee55ff66' }),
      entry({ action: 'DELETED_SIGHTING', sightingId: 'gg77hh88' }),
    ];
    stubFetch({
      'GET /administration/activities/0/10': {
        body: { content, totalElements: 4, totalPages: 1, number: 0, size: 10 },
      },
    });
    renderScreen(<ActivityTimeline />, { at: '/administration' });
    const items = await screen.findAllByRole('listitem');
    const firstLine = (item: HTMLElement) => item.querySelector('div > div')?.textContent;
    expect(items.map(firstLine)).toEqual([
      'Monica Reyes approved sighting aa11bb22',
      'Monica Reyes rejected sighting cc33dd44',
      'Monica Reyes updated sighting ee55ff66',
      'Monica Reyes deleted sighting gg77hh88',
    ]);
    expect(within(items[1]!).getByText('Reason: A lantern.')).toBeDefined();
  });
});
