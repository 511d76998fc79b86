import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useNavigate, useSearchParams } from 'react-router';
import { homeViewParameters, HOME_VIEW_PARAMETERS, type HomeView } from '../../../common/pages/home-address.ts';
import { PAGES } from '../../../common/pages/page-table.ts';
import { filterParameters, filtersOfAddress, MAP_FILTER_PARAMETERS, type MapFilters } from './map-filters.ts';

/** True when the router is on another page, or on its way to one. */
function awayFromHome(state: {
  location: { pathname: string };
  navigation: { location?: { pathname: string } };
}): boolean {
  const { location, navigation } = state;
  return (
    location.pathname !== PAGES.home.path || (navigation.location?.pathname ?? PAGES.home.path) !== PAGES.home.path
  );
}

/** Changes the page address's parameters in place. */
export type AddressChange = (params: URLSearchParams) => void;

/**
 * The home page's address: its view, layer and filters, so a copied address reopens the same view.
 * Every change replaces the address (the back button leaves the page, as before). Changes made in one
 * moment (the view settling as the layer is restored) build on each other: the router applies an
 * address a moment after it is asked for, so the one asked for last is what the next builds on.
 */
export function useHomeAddress() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchParams.toString();
  const shown = useRef(search);
  const asked = useRef<string | null>(null);
  // While the visitor is on the way to another page, a change here would bring them back: none is made.
  // The router's pending navigation. Read from its state's context, which is absent (null) under a router
  // without data loading (the screen tests'), where useNavigation would throw.
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation;
  const leaving = useRef(false);
  leaving.current = navigation?.location !== undefined && navigation.location.pathname !== PAGES.home.path;
  // The router itself, read when a change is asked for: the map settles on its own time, and a render
  // may not have happened since the visitor followed a link (or since the router left the page).
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  useEffect(() => {
    shown.current = search;
    if (asked.current === search) asked.current = null;
  }, [search]);

  const change = useCallback(
    (edit: AddressChange) => {
      if (leaving.current || (router && awayFromHome(router.state))) return;
      const current = asked.current ?? shown.current;
      const next = new URLSearchParams(current);
      edit(next);
      const text = next.toString();
      if (text === current) return;
      asked.current = text;
      void navigate({ search: text ? `?${text}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate, router],
  );

  // The same object while only the view changes (every pan), so what the filters feed is not drawn again.
  const filtersKey = useMemo(
    () => new URLSearchParams(filterParameters(filtersOfAddress(new URLSearchParams(search)))).toString(),
    [search],
  );
  const filters = useMemo(() => filtersOfAddress(new URLSearchParams(filtersKey)), [filtersKey]);

  const showView = useCallback(
    (view: HomeView) =>
      change((params) => {
        for (const [name, value] of homeViewParameters(view)) params.set(name, value);
      }),
    [change],
  );

  const clearView = useCallback(
    () =>
      change((params) => {
        for (const name of HOME_VIEW_PARAMETERS) params.delete(name);
      }),
    [change],
  );

  const changeFilters = useCallback(
    (next: MapFilters) =>
      change((params) => {
        for (const name of MAP_FILTER_PARAMETERS) params.delete(name);
        for (const [name, value] of filterParameters(next)) params.set(name, value);
      }),
    [change],
  );

  return { searchParams, change, filters, showView, clearView, changeFilters };
}
