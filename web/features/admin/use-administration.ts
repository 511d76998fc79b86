import type { SightingEditorSlot } from './sighting-editor-slot.ts';
import { useSightingChanges } from './use-sighting-changes.ts';
import { useSightingSearch } from './use-sighting-search.ts';

/**
 * The administration screen's sighting work: the search (started by the box or by the id query
 * parameter), the sighting modal's editor, Update and Delete.
 */
export function useAdministration({ useEditor, sightingQueryKey }: SightingEditorSlot) {
  const editor = useEditor();
  const finder = useSightingSearch(editor.open, sightingQueryKey);
  const changes = useSightingChanges(editor, sightingQueryKey, finder);
  return { ...finder, editor, ...changes };
}

export type Administration = ReturnType<typeof useAdministration>;
