import { EmbeddedSightingDetail } from './embedded-sighting-detail.tsx';
import { buildUpdate } from './editor-state.ts';
import { useSightingEditor } from './use-sighting-editor.ts';

/**
 * The sighting editor as another screen embeds it (administration's modal): its view, and the edits
 * as the update call's body once they are valid.
 */
export function useEmbeddedSightingEditor() {
  const editor = useSightingEditor();
  const { sighting, draft, setMode } = editor;

  const takeUpdate = () => {
    if (!sighting || !draft) return null;
    const built = buildUpdate(sighting, draft, editor.zone);
    if (Object.keys(built.errors).length === 0) return built.update;
    setMode('edit');
    return null;
  };

  return {
    id: editor.id,
    editable: draft !== null,
    open: editor.open,
    takeUpdate,
    view: <EmbeddedSightingDetail editor={editor} />,
  };
}
