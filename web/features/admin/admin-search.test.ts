import { describe, expect, it } from 'vitest';
import {
  adminSearchReducer,
  initialAdminSearch,
  type AdminSearchAction,
  type AdminSearchState,
} from './admin-search.ts';

const run = (...actions: AdminSearchAction[]): AdminSearchState =>
  actions.reduce(adminSearchReducer, initialAdminSearch);

describe('adminSearchReducer (administration search and deletion)', () => {
  it('starts idle', () => {
    expect(initialAdminSearch).toEqual({ status: 'idle', id: null, editing: false });
  });
  it('searches, then opens the found sighting for editing', () => {
    expect(run({ type: 'search', id: 'ab12cd34' })).toEqual({ status: 'searching', id: 'ab12cd34', editing: false });
    expect(run({ type: 'search', id: 'ab12cd34' }, { type: 'found', id: 'ab12cd34' })).toEqual({
      status: 'found',
      id: 'ab12cd34',
      editing: true,
    });
  });
  it('ends in not found or failed without editing', () => {
    expect(run({ type: 'search', id: 'x' }, { type: 'not-found', id: 'x' })).toEqual({
      status: 'not-found',
      id: 'x',
      editing: false,
    });
    expect(run({ type: 'search', id: 'x' }, { type: 'failed', id: 'x' })).toEqual({
      status: 'failed',
      id: 'x',
      editing: false,
    });
  });
  it('ignores the answer of a search a newer one overtook', () => {
    const state = run({ type: 'search', id: 'old' }, { type: 'search', id: 'new' }, { type: 'found', id: 'old' });
    expect(state).toEqual({ status: 'searching', id: 'new', editing: false });
  });
  it('ignores an answer that arrives when no search is under way', () => {
    const found = run({ type: 'search', id: 'x' }, { type: 'found', id: 'x' }, { type: 'close' });
    expect(adminSearchReducer(found, { type: 'failed', id: 'x' })).toBe(found);
  });
  it('closing the modal ends editing and keeps the ID', () => {
    expect(run({ type: 'search', id: 'x' }, { type: 'found', id: 'x' }, { type: 'close' })).toEqual({
      status: 'found',
      id: 'x',
      editing: false,
    });
  });
  it('a deletion clears the ID and ends editing', () => {
    expect(run({ type: 'search', id: 'x' }, { type: 'found', id: 'x' }, { type: 'deleted' })).toEqual(
      initialAdminSearch,
    );
  });
  it('a deletion of a sighting that does not exist ends editing', () => {
    expect(run({ type: 'search', id: 'x' }, { type: 'found', id: 'x' }, { type: 'gone' })).toEqual({
      status: 'not-found',
      id: 'x',
      editing: false,
    });
  });
});
