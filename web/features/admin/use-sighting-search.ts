import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '../../../common/pages/page-table.ts';
import { sightingIdSchema } from '../../../common/schemas/common-fields.ts';
import { administrationPathFor } from '../../lib/staff-paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { adminSearchReducer, initialAdminSearch } from './admin-search.ts';
import { ADMIN_TOASTS } from './admin-toasts.ts';
import { sightingExists } from './api/sighting-exists.ts';
import { useStaffFailureToast } from './use-staff-failure.ts';

/**
 * Find Sighting by ID: the ID box, Search (which puts the ID in the address, so it can be shared and
 * reloaded) and the id query parameter, which searches on arrival and on every link to it. A sighting
 * found opens in the editor.
 */
export function useSightingSearch(openInEditor: (id: string) => void, sightingQueryKey: (id: string) => QueryKey) {
  const [search, dispatch] = useReducer(adminSearchReducer, initialAdminSearch);
  const [idText, setIdText] = useState('');
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const failed = useStaffFailureToast();
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
        failed(error, ADMIN_TOASTS.searchFailed);
      }
    },
    [openInEditor, queryClient, showToast, failed, sightingQueryKey],
  );

  // The id query parameter searches automatically, on arrival and on every link to it.
  const idParam = searchParams.get('id')?.trim() ?? '';
  const runSearchRef = useRef(runSearch);
  runSearchRef.current = runSearch;
  useEffect(() => {
    setIdText(idParam);
    if (idParam) void runSearchRef.current(idParam);
  }, [location.key, idParam]);

  return {
    search,
    idText,
    setIdText,
    /** The Search button: the address carries the ID. */
    searchFor: (text: string) => {
      const id = text.trim();
      if (id) void navigate(administrationPathFor(id));
    },
    closeEditor: () => dispatch({ type: 'close' }),
    /** The server no longer has the sighting searched for. */
    gone: () => dispatch({ type: 'gone' }),
    /** The sighting searched for is deleted: the search starts afresh, its ID out of the box and the address. */
    deleted: () => {
      dispatch({ type: 'deleted' });
      setIdText('');
      void navigate(PAGES.administration.path, { replace: true });
    },
  };
}
