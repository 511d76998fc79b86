// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteNavbar } from './site-navbar.tsx';

describe('the navigation bar on the server', () => {
  it('renders its closed menu without a browser (no window, no document)', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <SiteNavbar />
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /<button[^>]*type="button"[^>]*aria-label="Menu"[^>]*aria-expanded="false"[^>]*aria-controls="site-menu-panel"/,
    );
    expect(html).toMatch(/<div id="site-menu-panel"[^>]*hidden=""/);
    expect(html).toContain('>Sighting Search</a>');
  });
});
