import { escapeHtml } from './html-escape.ts';

export interface PageParts {
  /** Tags for the end of the head: settings, share tags, the screen's preloads. */
  head: string;
  /** The app rendered on the server for the root element, or null to leave it for the browser. */
  appHtml: string | null;
  /** The served answers' data block, or ''. */
  data: string;
  /** The page's own title, in place of the template's (plain text, escaped here). */
  title?: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
// The app's code as Vite writes it into the head, and the screen's chunks (route-preloads.ts).
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const CHUNK_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
export const APP_CODE_ELEMENT_ID = 'skywatch-app-code';

/**
 * A rendered page paints from its HTML and stylesheets alone. Its code, fetched with the page, would
 * share the line with them and run before the first paint: instead the page lists it, and index.html
 * loads it once the page has painted.
 */
function listAppCode(head: string): { head: string; listing: string } {
  const entries: string[] = [];
  const chunks: string[] = [];
  const rest = head
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(CHUNK_PRELOAD, (_tag, href: string) => {
      chunks.push(href);
      return '';
    });
  if (entries.length !== 1) return { head, listing: '' };
  // URLs of our own build: no '<' that could end the element early.
  const json = JSON.stringify({ entry: entries[0], chunks });
  return { head: rest, listing: `<script type="application/json" id="${APP_CODE_ELEMENT_ID}">${json}</script>` };
}

/** The page sent for a route: the template with its parts filled in. */
export function assemblePage(template: string, { head, appHtml, data, title }: PageParts): string {
  // Replaced by functions: a '$' in user text must not be read as a replacement pattern.
  let html = head ? template.replace('</head>', () => `  ${head}\n  </head>`) : template;
  if (title) html = html.replace(TEMPLATE_TITLE, () => `<title>${escapeHtml(title)}</title>`);
  if (appHtml !== null) {
    const headEnd = html.indexOf('</head>');
    const { head: lighterHead, listing } = listAppCode(html.slice(0, headEnd));
    const rest = html.slice(headEnd).replace(ROOT_ELEMENT, () => `<div id="root">${appHtml}</div>${listing}`);
    html = lighterHead + rest;
  }
  if (data) html = html.replace('</body>', () => `    ${data}\n  </body>`);
  return html;
}
