import { useEffect } from 'react';

/**
 * Marks the page once the app has taken it over: the server's page shows before the app runs, and
 * from here on it answers to clicks and typing (browser tests wait for this mark before using a page).
 */
export function useAppReadyMark(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}
