import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Sighting } from '../../../common/schemas/sighting.ts';

/** One sighting opened for editing, as the administration screen drives it. */
export interface AdminSightingEditor {
  /** The sighting last opened (kept while its modal closes), or null before any. */
  id: string | null;
  /** True once the opened sighting's edits exist, so Update can save them. */
  editable: boolean;
  /** Opens a sighting in edit mode. */
  open: (id: string) => void;
  /** The edits as the update call's body; null when they are not valid, and the form then shows why. */
  takeUpdate: () => Sighting | null;
  /** What the sighting modal shows: the editor, or the sighting's detail cards. */
  view: ReactNode;
}

/**
 * The sighting editor lives in another feature; app/ passes it in, since features never import
 * each other.
 */
export interface SightingEditorSlot {
  useEditor: () => AdminSightingEditor;
  /** The cache key of one stored sighting, which the editor reads and Update refreshes. */
  sightingQueryKey: (id: string) => QueryKey;
}
