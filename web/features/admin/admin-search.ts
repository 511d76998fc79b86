/** The administration search: idle, searching, then found, not found or failed. */
export type SearchStatus = 'idle' | 'searching' | 'found' | 'not-found' | 'failed';

export interface AdminSearchState {
  status: SearchStatus;
  /** The Sighting ID searched for; cleared after a deletion. */
  id: string | null;
  /** A found sighting is open in the sighting modal. */
  editing: boolean;
}

export type AdminSearchAction =
  | { type: 'search'; id: string }
  | { type: 'found'; id: string }
  | { type: 'not-found'; id: string }
  | { type: 'failed'; id: string }
  | { type: 'close' }
  | { type: 'deleted' }
  | { type: 'gone' };

export const initialAdminSearch: AdminSearchState = { status: 'idle', id: null, editing: false };

export function adminSearchReducer(state: AdminSearchState, action: AdminSearchAction): AdminSearchState {
  switch (action.type) {
    case 'search':
      return { status: 'searching', id: action.id, editing: false };
    case 'found':
    case 'not-found':
    case 'failed':
      // An answer for an earlier search, overtaken by a newer one, changes nothing.
      if (state.status !== 'searching' || state.id !== action.id) return state;
      return { ...state, status: action.type, editing: action.type === 'found' };
    case 'close':
      return { ...state, editing: false };
    case 'deleted':
      // Deleted: both modals close, the ID clears and editing ends.
      return initialAdminSearch;
    case 'gone':
      // The server says it does not exist (any more): editing ends.
      return { ...state, status: 'not-found', editing: false };
  }
}
