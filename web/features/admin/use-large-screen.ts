import { useSyncExternalStore } from 'react';

/** Bootstrap's lg breakpoint, from which the activity timeline is shown (large screens only). */
const LARGE_SCREEN = '(min-width: 992px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(LARGE_SCREEN);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the screen is large; small screens then skip what they would not show (and its calls). */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(LARGE_SCREEN).matches,
    () => false,
  );
}
