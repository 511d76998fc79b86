import { escapeHtml } from './html-escape.ts';

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

export function sitemapIndex(origin: string, sightingPageCount: number): string {
  const files = ['/sitemap-pages.xml'];
  for (let page = 0; page < sightingPageCount; page += 1) files.push(`/sitemap-sightings-${page}.xml`);
  const entries = files.map((file) => `  <sitemap><loc>${escapeHtml(origin + file)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function urlSet(urls: ReadonlyArray<{ loc: string; lastmod?: string }>): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /administration',
    'Disallow: /login',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
