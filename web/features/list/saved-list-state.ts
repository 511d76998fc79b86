import { z } from 'zod';
import { DEFAULT_SIGHTING_PAGE_SIZE, SIGHTING_PAGE_SIZES } from '../../../common/schemas/common-fields.ts';
import { readJsonCookie, writeJsonCookie } from '../../lib/cookies.ts';

/** SPEC §3: the list saves its page and size in the cookie saved-list-state. */
export const SAVED_LIST_STATE_COOKIE = 'saved-list-state';

const listStateSchema = z.object({
  page: z.number().int().min(0),
  size: z.number().refine((size) => (SIGHTING_PAGE_SIZES as readonly number[]).includes(size)),
});

export type ListState = z.infer<typeof listStateSchema>;

export const DEFAULT_LIST_STATE: ListState = { page: 0, size: DEFAULT_SIGHTING_PAGE_SIZE };

export function readSavedListState(): ListState {
  return readJsonCookie(SAVED_LIST_STATE_COOKIE, listStateSchema) ?? DEFAULT_LIST_STATE;
}

export function saveListState(state: ListState): void {
  writeJsonCookie(SAVED_LIST_STATE_COOKIE, state);
}
