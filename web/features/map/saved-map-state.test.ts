import { describe, expect, it } from 'vitest';
import { parseSavedMapState, savedMapStateCookies, type SavedMapState } from './saved-map-state.ts';

const state: SavedMapState = {
  lat: 40.5,
  lng: -105.25,
  zoom: 7,
  itemsToShow: 50,
  sightingId: 'ab12cd34',
  mapLayer: 'heat',
};
const asCookies = (saved: SavedMapState) => Object.fromEntries(savedMapStateCookies(saved));

describe('saved map state cookies', () => {
  it('round-trips a view with an open marker', () => {
    expect(parseSavedMapState(asCookies(state))).toEqual(state);
  });
  it('round-trips a view without an open marker', () => {
    const closed = { ...state, sightingId: null };
    expect(asCookies(closed).sightingId).toBe('');
    expect(parseSavedMapState(asCookies(closed))).toEqual(closed);
  });
  it('ignores the other cookies unless saved-map-state is set', () => {
    expect(parseSavedMapState({ ...asCookies(state), 'saved-map-state': null })).toBeNull();
  });
  it('opens a view saved before the map had layers on the clusters', () => {
    const { mapLayer: _absent, ...older } = asCookies(state);
    expect(parseSavedMapState(older)).toEqual({ ...state, mapLayer: 'clusters' });
    expect(parseSavedMapState({ ...older, mapLayer: '' })).toEqual({ ...state, mapLayer: 'clusters' });
  });
  it('refuses tampered values', () => {
    const cookies = asCookies(state);
    expect(parseSavedMapState({ ...cookies, lat: 'north' })).toBeNull();
    expect(parseSavedMapState({ ...cookies, lat: '95' })).toBeNull();
    expect(parseSavedMapState({ ...cookies, zoom: '1' })).toBeNull();
    expect(parseSavedMapState({ ...cookies, zoom: '' })).toBeNull();
    expect(parseSavedMapState({ ...cookies, itemsToShow: '33' })).toBeNull();
    expect(parseSavedMapState({ ...cookies, sightingId: '<script>' })).toBeNull();
    expect(parseSavedMapState({ ...cookies, lng: null })).toBeNull();
    expect(parseSavedMapState({ ...cookies, mapLayer: 'satellite' })).toBeNull();
  });
});
