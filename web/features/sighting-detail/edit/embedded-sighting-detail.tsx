import { useIsSignedIn } from '../../../lib/auth-token.ts';
import { Spinner } from '../../../lib/spinner.tsx';
import { DetailCards } from '../cards/detail-cards.tsx';
import { SightingEditForm } from './sighting-edit-form.tsx';
import type { SightingEditor } from './use-sighting-editor.ts';
import { EditViewToggle } from './edit-view-toggle.tsx';
import { SightingNotFound } from '../sighting-not-found.tsx';

/**
 * The sighting detail screen embedded in another screen: the cards without the side column,
 * and for signed-in users an Edit/View toggle over the editor that `editor` holds.
 */
export function EmbeddedSightingDetail({ editor }: { editor: SightingEditor }) {
  const signedIn = useIsSignedIn();
  const { query, sighting, draft } = editor;

  if (query.isError) return <SightingNotFound />;
  if (!sighting) return <Spinner className="justify-content-center py-5" />;

  const editing = signedIn && editor.mode === 'edit';
  return (
    <>
      {signedIn && <EditViewToggle sightingId={sighting.id} mode={editor.mode} onModeChange={editor.setMode} />}
      {editing && draft ? (
        <SightingEditForm
          sighting={sighting}
          draft={draft}
          zone={editor.zone}
          dispatch={editor.dispatch}
          errors={editor.errors}
        />
      ) : editing ? (
        <Spinner className="justify-content-center py-5" />
      ) : (
        <DetailCards sighting={sighting} />
      )}
    </>
  );
}
