import { describe, expect, it } from 'vitest';
import type { Activity } from '../../common/schemas/activity.ts';
import { followStatus } from './follow-service.ts';

type Entry = Pick<Activity, 'action' | 'reason'>;
const report = (state: { approved?: boolean; deleted?: boolean }) => ({
  id: 'abcd1234',
  approved: false,
  deleted: false,
  ...state,
});
const edited: Entry = { action: 'UPDATED_SIGHTING', reason: null };

describe('where a followed report stands', () => {
  it('is received while pending and untouched, in review once staff have saved an edit', () => {
    expect(followStatus(report({}), [])).toEqual({
      status: 'received',
      reason: null,
      sightingPath: null,
      pending: true,
      mergedIntoPath: null,
    });
    expect(followStatus(report({}), [edited])).toMatchObject({ status: 'in-review', pending: true });
  });

  it('is published with its public page once approved', () => {
    expect(followStatus(report({ approved: true }), [edited])).toEqual({
      status: 'published',
      reason: null,
      sightingPath: '/sighting/abcd1234',
      pending: false,
      mergedIntoPath: null,
    });
  });

  it("is not published with the staff's latest reason, or withdrawn by the witness", () => {
    const deleted: Entry = { action: 'DELETED_SIGHTING', reason: 'A weather balloon.' };
    expect(followStatus(report({ deleted: true }), [deleted, edited])).toMatchObject({
      status: 'not-published',
      reason: 'A weather balloon.',
      pending: false,
    });
    expect(followStatus(report({ deleted: true }), [])).toMatchObject({ status: 'not-published', reason: null });
    const withdrawn: Entry = { action: 'WITHDRAWN_SIGHTING', reason: 'Withdrawn by the witness.' };
    expect(followStatus(report({ deleted: true }), [withdrawn])).toMatchObject({
      status: 'withdrawn',
      reason: 'Withdrawn by the witness.',
    });
  });
});
