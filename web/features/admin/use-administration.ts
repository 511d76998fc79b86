import { matchQuery, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { sightingIdSchema } from '../../../common/schemas/common-fields.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { administrationPathFor } from '../../lib/staff-paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { adminSearchReducer, initialAdminSearch } from './admin-search.ts';
import { ADMIN_TOASTS, sightingDeletedToast, sightingUpdatedToast } from './admin-toasts.ts';
import { deleteSighting } from './api/delete-sighting.ts';
import { deleteReasonErrorOf } from './delete-reason.ts';
import { sightingExists } from './api/sighting-exists.ts';
import { updateSighting } from './api/update-sighting.ts';
import type { SightingEditorSlot } from './sighting-editor-slot.ts';
import { useSignInAgain } from './use-staff-failure.ts';
import { PAGES } from '../../../common/pages/page-table.ts';

/**
 * The administration screen's sighting work: the search (started by the box or by the id
 * query parameter), the sighting modal's editor, Update and Delete.
 */
export function useAdministration({ useEditor, sightingQueryKey }: SightingEditorSlot) {
  const [search, dispatch] = useReducer(adminSearchReducer, initialAdminSearch);
  const [idText, setIdText] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The reason asked for a pending report's deletion; null when the sighting is public (none asked).
  const [deleteReason, setDeleteReason] = useState<string | null>(null);
  const editor = useEditor();
  const { open: openInEditor } = editor;
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const signInAgain = useSignInAgain();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const latestSearch = useRef(0);

  const runSearch = useCallback(
    async (id: string) => {
      const ticket = ++latestSearch.current;
      dispatch({ type: 'search', id });
      // An ID that cannot exist is not sent to the server.
      const exists = sightingIdSchema.safeParse(id).success ? sightingExists(id) : Promise.resolve(false);
      try {
        const found = await exists;
        if (ticket !== latestSearch.current) return;
        if (!found) {
          dispatch({ type: 'not-found', id });
          showToast(ADMIN_TOASTS.notFound);
          return;
        }
        // Edit what is stored now, not a copy cached earlier.
        await queryClient.invalidateQueries({ queryKey: sightingQueryKey(id), refetchType: 'none' });
        openInEditor(id);
        dispatch({ type: 'found', id });
      } catch (error) {
        if (ticket !== latestSearch.current) return;
        dispatch({ type: 'failed', id });
        if (!signInAgain(error)) showToast(ADMIN_TOASTS.searchFailed);
      }
    },
    [openInEditor, queryClient, showToast, signInAgain, sightingQueryKey],
  );

  // The id query parameter searches automatically, on arrival and on every link to it.
  const idParam = searchParams.get('id')?.trim() ?? '';
  const runSearchRef = useRef(runSearch);
  runSearchRef.current = runSearch;
  useEffect(() => {
    setIdText(idParam);
    if (idParam) void runSearchRef.current(idParam);
  }, [location.key, idParam]);

  /** The Search button: the address carries the ID, so it can be shared and reloaded. */
  const searchFor = (text: string) => {
    const id = text.trim();
    if (id) void navigate(administrationPathFor(id));
  };

  /** After a change, every list that may show the sighting is stale; the open sighting is set directly. */
  const refreshAfterChange = (id: string) =>
    queryClient.invalidateQueries({
      predicate: (query: Query) =>
        !matchQuery({ queryKey: sightingQueryKey(id) }, query) && query.queryKey[0] !== 'geodata',
    });

  const update = useMutation({
    mutationFn: updateSighting,
    onSuccess: (updated: Sighting) => {
      queryClient.setQueryData(sightingQueryKey(updated.id), updated);
      void refreshAfterChange(updated.id);
      showToast(sightingUpdatedToast(updated.id));
    },
    onError: (error) => {
      if (!signInAgain(error)) showToast(ADMIN_TOASTS.updateFailed);
    },
  });

  /** Update: acts only when a sighting is loaded; answers false when the edits are not valid. */
  const saveEdits = (): boolean => {
    if (!editor.editable || update.isPending) return true;
    const body = editor.takeUpdate();
    if (!body) return false;
    update.mutate(body);
    return true;
  };

  const remove = useMutation({
    mutationFn: deleteSighting,
    onSuccess: (deleted, { id }) => {
      setConfirmingDelete(false);
      if (!deleted) {
        dispatch({ type: 'gone' });
        showToast(ADMIN_TOASTS.notFound);
        return;
      }
      dispatch({ type: 'deleted' });
      setIdText('');
      void navigate(PAGES.administration.path, { replace: true });
      void refreshAfterChange(id);
      showToast(sightingDeletedToast(id));
    },
    onError: (error) => {
      setConfirmingDelete(false);
      if (!signInAgain(error)) showToast(ADMIN_TOASTS.deleteFailed);
    },
  });

  /** A pending report's witness is told why it is not published: staff must write the reason. */
  const askToDelete = () => {
    const open = search.id === null ? undefined : queryClient.getQueryData<Sighting>(sightingQueryKey(search.id));
    setDeleteReason(open && !open.approved ? '' : null);
    setConfirmingDelete(true);
  };

  /** Delete in the confirmation: acts only when there is an ID (and, for a pending report, a reason). */
  const confirmDelete = () => {
    const reason = deleteReason?.trim() ?? null;
    if (reason !== null && deleteReasonErrorOf(reason)) return;
    if (search.id !== null && !remove.isPending) remove.mutate({ id: search.id, reason });
  };

  return {
    search,
    idText,
    setIdText,
    searchFor,
    editor,
    closeEditor: () => dispatch({ type: 'close' }),
    saveEdits,
    updating: update.isPending,
    confirmingDelete,
    askToDelete,
    deleteReason,
    setDeleteReason,
    cancelDelete: () => setConfirmingDelete(false),
    confirmDelete,
    deleting: remove.isPending,
  };
}

export type Administration = ReturnType<typeof useAdministration>;
