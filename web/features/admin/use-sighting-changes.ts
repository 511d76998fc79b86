import { matchQuery, useMutation, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { useToast } from '../../lib/toast.tsx';
import { ADMIN_TOASTS, sightingDeletedToast, sightingUpdatedToast } from './admin-toasts.ts';
import { deleteSighting } from './api/delete-sighting.ts';
import { updateSighting } from './api/update-sighting.ts';
import { deleteReasonErrorOf } from './delete-reason.ts';
import type { AdminSightingEditor } from './sighting-editor-slot.ts';
import { useStaffFailureToast } from './use-staff-failure.ts';

/** The search whose sighting Delete deletes, told when it is deleted or the server no longer has it. */
interface SearchedSighting {
  search: { id: string | null };
  gone: () => void;
  deleted: () => void;
}

/** Update and Delete (with its confirmation, and the reason a pending report's witness is told). */
export function useSightingChanges(
  editor: AdminSightingEditor,
  sightingQueryKey: (id: string) => QueryKey,
  searched: SearchedSighting,
) {
  const searchedId = searched.search.id;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The reason asked for a pending report's deletion; null when the sighting is public (none asked).
  const [deleteReason, setDeleteReason] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const failed = useStaffFailureToast();

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
    onError: (error) => failed(error, ADMIN_TOASTS.updateFailed),
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
        searched.gone();
        showToast(ADMIN_TOASTS.notFound);
        return;
      }
      searched.deleted();
      void refreshAfterChange(id);
      showToast(sightingDeletedToast(id));
    },
    onError: (error) => {
      setConfirmingDelete(false);
      failed(error, ADMIN_TOASTS.deleteFailed);
    },
  });

  /** A pending report's witness is told why it is not published: staff must write the reason. */
  const askToDelete = () => {
    const open = searchedId === null ? undefined : queryClient.getQueryData<Sighting>(sightingQueryKey(searchedId));
    setDeleteReason(open && !open.approved ? '' : null);
    setConfirmingDelete(true);
  };

  /** Delete in the confirmation: acts only when there is an ID (and, for a pending report, a reason). */
  const confirmDelete = () => {
    const reason = deleteReason?.trim() ?? null;
    if (reason !== null && deleteReasonErrorOf(reason)) return;
    if (searchedId !== null && !remove.isPending) remove.mutate({ id: searchedId, reason });
  };

  return {
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
