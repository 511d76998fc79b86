import { servedPageOnServer } from './served-page.ts';

/**
 * Settings of whoever runs the site, which the server writes into every page as
 * `<meta name="skywatch:NAME" content="…">` (server/pages), so they change without a rebuild.
 */
export function siteSetting(name: string): string | null {
  const served = servedPageOnServer();
  if (served) return served.siteSettings[name] || null;
  return document.querySelector<HTMLMetaElement>(`meta[name="skywatch:${name}"]`)?.content || null;
}

/** A setting that must be a web address (http, https or mailto); anything else counts as unset. */
export function siteLink(name: string): string | null {
  const value = siteSetting(name);
  return value && /^(https?:|mailto:)/.test(value) ? value : null;
}
