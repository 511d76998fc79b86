// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asksForLocationSearch } from '../features/map/location-search-request.ts';
import { AUTH_TOKEN_KEY } from '../lib/auth-token.ts';
import { siteMenuEntries } from '../lib/testing/site-menu-entries.ts';
import { stubFetch } from '../lib/testing/stub-fetch.ts';
import { SiteNavbar } from './site-navbar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Where the app is, as a page would show it: the path and whether it asks for the location search. */
function CurrentPage() {
  const location = useLocation();
  return (
    <p data-testid="page">
      {location.pathname}
      {asksForLocationSearch(location.state) && ' (location search)'}
    </p>
  );
}

const app = (at: string) => (
  <MemoryRouter initialEntries={[at]}>
    <SiteNavbar />
    <Routes>
      <Route path="*" element={<CurrentPage />} />
    </Routes>
  </MemoryRouter>
);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;
const page = () => screen.getByTestId('page').textContent;

/** Opens the menu and follows one of its links. */
async function chooseFromMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(menuButton());
  await user.click(within(panel()).getByRole('link', { name }));
}

function signIn() {
  localStorage.setItem(AUTH_TOKEN_KEY, 'a-stored-token');
}

describe('the navigation menu', () => {
  it('is a closed disclosure button naming the panel it controls', () => {
    render(app('/privacy-policy'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(within(panel()).queryAllByRole('link')).toEqual([]);
  });

  it('signed out, lists the bar’s four links in its order and the map’s location search', async () => {
    render(app('/privacy-policy'));
    await userEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    const links = within(panel()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Report a UFO', '/report-a-ufo-sighting'],
      ['Sighting Search', '/search'],
      ['Sighting List', '/ufo-sighting-list'],
      ['Sighting Map', '/'],
      ['Search a location', '/'],
    ]);
    expect(within(panel()).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('opens from the keyboard, and Escape closes it and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    render(app('/privacy-policy'));
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Report a UFO');
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
    await user.keyboard(' ');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('goes where a link leads, closes and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    render(app('/privacy-policy'));
    await chooseFromMenu(user, 'Sighting Search');
    expect(page()).toBe('/search');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(menuButton());

    await user.click(menuButton());
    expect(within(panel()).getByRole('link', { name: 'Sighting Search' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes on a click elsewhere and when focus moves on past it', async () => {
    const user = userEvent.setup();
    render(app('/privacy-policy'));
    await user.click(menuButton());
    await user.click(screen.getByTestId('page'));
    expect(panel().hidden).toBe(true);

    await user.click(menuButton());
    act(() => screen.getByRole('link', { name: 'Skywatch' }).focus());
    expect(panel().hidden).toBe(true);
  });

  it('asks the home map for its location search', async () => {
    const user = userEvent.setup();
    render(app('/ufo-sighting-list'));
    await chooseFromMenu(user, 'Search a location');
    expect(page()).toBe('/ (location search)');
  });

  it('signed in, lists the staff destinations, and its Logout signs out as the bar’s does', async () => {
    signIn();
    const calls = stubFetch({ 'POST /token/revoke': { status: 204 } });
    const user = userEvent.setup();
    render(app('/administration'));
    await user.click(menuButton());
    expect(
      within(panel())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(siteMenuEntries({ staff: true }));
    await user.click(within(panel()).getByRole('button', { name: 'Logout' }));
    expect(page()).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /token/revoke']);
    expect(document.activeElement).toBe(menuButton());
    await user.click(menuButton());
    expect(within(panel()).queryByRole('link', { name: 'Administration' })).toBeNull();
    expect(within(panel()).getByRole('link', { name: 'Report a UFO' })).toBeDefined();
  });
});

describe('the navigation bar rendered on the server', () => {
  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('hydrates %s without a mismatch, the menu closed', async (_case, signedIn) => {
    const html = renderToString(app('/search'));
    if (signedIn) signIn();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, app('/search'), {
        onRecoverableError: (error) => errors.push(error),
        onCaughtError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menuButton());
    const admin = within(panel()).queryByRole('link', { name: 'Administration' });
    expect(admin !== null).toBe(signedIn);
    act(() => root.unmount());
    container.remove();
  });
});
