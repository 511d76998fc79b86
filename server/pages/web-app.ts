import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../common/pages/served-page.ts';

/** The built web app the server sends: its page template and, when built, its server renderer. */
export interface WebApp {
  template: string;
  /** CSP sources ('sha256-…') of the template's inline scripts, the only inline code allowed. */
  inlineScriptHashes: string[];
  /** web/entry-server.tsx as built into dist/web-render; null without that build. */
  renderPage: RenderPage | null;
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/**
 * Reads the app built into `webRoot` (dist/web) and loads its server renderer from the folder beside
 * it (dist/web-render): a built file, as the template is, so the server never imports web code.
 */
export async function loadWebApp(webRoot: string): Promise<WebApp | null> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const rendererFile = path.join(webRoot, '..', 'web-render', 'entry-server.js');
  const renderer = existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as { renderPage: RenderPage })
    : null;
  return { template, inlineScriptHashes: inlineScriptHashes(template), renderPage: renderer?.renderPage ?? null };
}
