import { AdministrationPage } from '../features/admin/administration-page.tsx';
import type { SightingEditorSlot } from '../features/admin/sighting-editor-slot.ts';
import { sightingByIdQueryOptions } from '../features/sighting-detail/api/sighting-by-id.ts';
import { useEmbeddedSightingEditor } from '../features/sighting-detail/edit/use-embedded-sighting-editor.tsx';

/** Administration edits sightings with the sighting-detail feature's editor. */
const sightingEditor: SightingEditorSlot = {
  useEditor: useEmbeddedSightingEditor,
  sightingQueryKey: (id) => sightingByIdQueryOptions(id).queryKey,
};

/** The administration route's screen. */
export default function AdministrationScreen() {
  return <AdministrationPage sightingEditor={sightingEditor} />;
}
