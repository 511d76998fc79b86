import { beforeEach, expect, it } from 'vitest';
import { clearDraft, readDraft, REPORT_DRAFT_KEY, saveDraft } from './draft-storage.ts';
import { emptyDraft, hasAnswers } from './report-draft.ts';

/** A Storage of our own: the unit tests run in Node, which has no local storage. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

it('keeps a draft until it is cleared', () => {
  const draft = { ...emptyDraft(), step: 2, summary: 'Lights', latitude: 1, longitude: 2, tags: ['orb'] };
  saveDraft(draft, storage);
  expect(readDraft(storage)).toEqual(draft);
  clearDraft(storage);
  expect(readDraft(storage)).toBeNull();
  expect(storage.items.has(REPORT_DRAFT_KEY)).toBe(false);
});

it('answers null when nothing or nonsense is stored', () => {
  expect(readDraft(storage)).toBeNull();
  storage.setItem(REPORT_DRAFT_KEY, '{not json');
  expect(readDraft(storage)).toBeNull();
  storage.setItem(REPORT_DRAFT_KEY, '42');
  expect(readDraft(storage)).toBeNull();
});

it('keeps the good fields of a damaged or older draft and starts the rest empty', () => {
  storage.setItem(
    REPORT_DRAFT_KEY,
    JSON.stringify({ summary: 'Kept', latitude: 'north', step: 99, features: ['Beam'], unknown: true }),
  );
  expect(readDraft(storage)).toEqual({ ...emptyDraft(), summary: 'Kept', features: ['Beam'] });
});

it('survives storage that refuses to work', () => {
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('quota');
    },
    removeItem: () => {
      throw new Error('denied');
    },
  };
  expect(readDraft(broken)).toBeNull();
  expect(() => saveDraft(emptyDraft(), broken)).not.toThrow();
  expect(() => clearDraft(broken)).not.toThrow();
  expect(readDraft(null)).toBeNull();
});

it('tells a draft with answers from an untouched one', () => {
  expect(hasAnswers(emptyDraft())).toBe(false);
  expect(hasAnswers({ ...emptyDraft(), step: 3 })).toBe(false);
  expect(hasAnswers({ ...emptyDraft(), duration: { hours: 1, minutes: 0, seconds: 0 } })).toBe(true);
});
