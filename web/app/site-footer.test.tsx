// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../lib/testing/render-screen.tsx';
import { stubFetch } from '../lib/testing/stub-fetch.ts';
import { acknowledgeCookies } from './cookie-notice-storage.ts';
import { SiteFooter } from './site-footer.tsx';

/** Settings as the server writes them into the page: `<meta name="skywatch:NAME" content="…">`. */
function setSiteSettings(settings: Record<string, string>) {
  for (const [name, content] of Object.entries(settings)) {
    const meta = document.createElement('meta');
    meta.name = `skywatch:${name}`;
    meta.content = content;
    document.head.append(meta);
  }
}

// The footer's cookie notice is not what these tests are about (and would watch its own size).
beforeEach(() => acknowledgeCookies());

afterEach(() => {
  localStorage.clear();
  for (const meta of document.head.querySelectorAll('meta[name^="skywatch:"]')) meta.remove();
});

const openFooter = () => {
  stubFetch({ 'GET /sightings/latest-sighting': 'never' });
  renderScreen(<SiteFooter />);
  return screen.getByRole('contentinfo');
};

describe('the footer', () => {
  it("offers the site's own feed in SOCIAL and the built-in form as Feedback when nothing is configured", () => {
    const footer = openFooter();
    const social = within(footer).getByRole('region', { name: 'SOCIAL' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Sightings Feed (Atom)']);
    expect(links[0]!.getAttribute('href')).toBe('/feed.xml');
    expect(links[0]!.getAttribute('type')).toBe('application/atom+xml');
    expect(links[0]!.getAttribute('target')).toBeNull();

    const help = within(footer).getByRole('region', { name: 'HELP' });
    const feedback = within(help).getByRole('link', { name: 'Feedback' });
    expect(feedback.getAttribute('href')).toBe('/feedback');
    expect(feedback.getAttribute('target')).toBeNull();
    expect(within(help).getByRole('link', { name: 'Report a UFO Sighting' }).getAttribute('href')).toBe(
      '/report-a-ufo-sighting',
    );
    const legal = within(footer).getByRole('region', { name: 'LEGAL' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy Policy', 'Terms of Service']);
  });

  it('shows only the social profiles that are configured, in a new tab, and no feed beside them', () => {
    setSiteSettings({ 'social-facebook': 'https://www.facebook.com/skywatch' });
    const social = within(openFooter()).getByRole('region', { name: 'SOCIAL' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Facebook (opens in a new tab)']);
    expect(links[0]!.getAttribute('href')).toBe('https://www.facebook.com/skywatch');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sends Feedback to the configured address when there is one', () => {
    setSiteSettings({
      'social-x': 'https://x.com/skywatch',
      'social-facebook': 'https://www.facebook.com/skywatch',
      feedback: 'https://feedback.example.org/skywatch',
    });
    const footer = openFooter();
    expect(within(within(footer).getByRole('region', { name: 'SOCIAL' })).getAllByRole('link')).toHaveLength(2);
    const feedback = within(within(footer).getByRole('region', { name: 'HELP' })).getByRole('link', {
      name: /Feedback/,
    });
    expect(feedback.getAttribute('href')).toBe('https://feedback.example.org/skywatch');
    expect(feedback.getAttribute('target')).toBe('_blank');
  });

  it('takes a setting that is no web address for unset', () => {
    setSiteSettings({ feedback: 'javascript:alert(1)', 'social-x': 'ftp://x.example' });
    const footer = openFooter();
    expect(within(footer).getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe('/feedback');
    expect(within(footer).getByRole('link', { name: 'Sightings Feed (Atom)' })).toBeDefined();
  });
});
