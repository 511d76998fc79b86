import {
  DEFAULT_LIST_STATE,
  listStateSchema,
  SAVED_STATE_COOKIES,
  type ListState,
} from '../../../common/saved-state.ts';
import { readJsonCookie, writeJsonCookie } from '../../lib/cookies.ts';

export type { ListState };

/** The list saves its page and size in the cookie saved-list-state. */
const SAVED_LIST_STATE_COOKIE = SAVED_STATE_COOKIES.list;

export function readSavedListState(): ListState {
  return readJsonCookie(SAVED_LIST_STATE_COOKIE, listStateSchema) ?? DEFAULT_LIST_STATE;
}

export function saveListState(state: ListState): void {
  writeJsonCookie(SAVED_LIST_STATE_COOKIE, state);
}
