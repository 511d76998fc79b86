import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState, type Dispatch } from 'react';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { sightingByIdQueryOptions } from '../api/sighting-by-id.ts';
import { usePlaceZone } from '../../../lib/place-zone.ts';
import {
  buildUpdate,
  editedPlace,
  editorReducer,
  type EditAction,
  type EditDraft,
  type EditErrors,
} from './editor-state.ts';

export type DetailMode = 'edit' | 'view';

export interface SightingEditor {
  /** The sighting last opened (kept while its modal closes), or null before any. */
  id: string | null;
  query: UseQueryResult<Sighting>;
  /** The stored sighting, once loaded for this id (never the previous one kept on screen). */
  sighting: Sighting | null;
  draft: EditDraft | null;
  dispatch: Dispatch<EditAction>;
  errors: EditErrors;
  /** The zone the occurred input is read in: the edited place's, the stored one until that is known. */
  zone: string | null;
  mode: DetailMode;
  setMode: (mode: DetailMode) => void;
  /** Opens a sighting in edit mode (found means editing). */
  open: (id: string) => void;
}

/**
 * The edit state of one sighting, kept by the screen that saves it (administration's Update button).
 * The draft starts over from the sighting whenever a new version of it arrives, e.g. after a save.
 */
export function useSightingEditor(): SightingEditor {
  const [id, setId] = useState<string | null>(null);
  const [mode, setMode] = useState<DetailMode>('edit');
  const query = useQuery({ ...sightingByIdQueryOptions(id ?? ''), enabled: id !== null });
  const [draft, dispatch] = useReducer(editorReducer, null);

  const sighting = id !== null && !query.isPlaceholderData && query.data?.id === id ? query.data : null;
  useEffect(() => {
    if (sighting) dispatch({ type: 'load', sighting });
  }, [sighting]);

  const open = useCallback((next: string) => {
    setId(next);
    setMode('edit');
  }, []);

  // Until the draft of this sighting exists, there is nothing to edit or save.
  const currentDraft = sighting && draft?.sightingId === sighting.id ? draft : null;
  const place = currentDraft ? editedPlace(currentDraft) : null;
  const placeZone = usePlaceZone(place?.latitude ?? null, place?.longitude ?? null);
  const zone = placeZone === undefined ? (sighting?.timeZone ?? null) : placeZone;
  const errors = sighting && currentDraft ? buildUpdate(sighting, currentDraft, zone).errors : {};
  return { id, query, sighting, draft: currentDraft, dispatch, errors, zone, mode, setMode, open };
}
