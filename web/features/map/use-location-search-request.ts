import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { asksForLocationSearch } from './location-search-request.ts';

/**
 * Whether the location search dialog is open: a link carrying LOCATION_SEARCH_REQUEST opens it, on
 * arrival or while the home map is already showing.
 */
export function useLocationSearchRequest() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted: closing it plays its closing animation.
  const [asked, setAsked] = useState(false);
  const requested = asksForLocationSearch(location.state);
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (!requested) return;
    setOpen(true);
    setAsked(true);
    // The request is taken off the history entry, so a reload or coming back to it does not ask again.
    void navigate({ pathname, search, hash }, { replace: true, state: null, preventScrollReset: true });
  }, [requested, pathname, search, hash, navigate]);

  return { open, asked, close: () => setOpen(false) };
}
