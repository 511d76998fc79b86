import { useEffect } from 'react';
import { SITE_TITLE } from '../../common/pages/page-title.ts';

/** Sets the tab's title while the screen is shown (none yet: the site's title), and puts the site's back after. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.title = title ?? SITE_TITLE;
  }, [title]);
  useEffect(
    () => () => {
      document.title = SITE_TITLE;
    },
    [],
  );
}
