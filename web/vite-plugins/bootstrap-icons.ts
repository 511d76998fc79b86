/**
 * Bootstrap Icons without the icon font: every `bi-{name}` class the web app's source names becomes a
 * CSS mask of that icon, painted in the text colour at 1em like the font's glyph. Every page used to
 * fetch the 134 KB font and parse its 2,000-rule stylesheet for about fifty icons. Each mask is a PNG
 * drawn from the icon's SVG when the app is built: an SVG mask is a document of its own that the
 * browser builds on the page's main thread, some 10 ms for each icon a page shows on a slow machine.
 * Import 'virtual:bootstrap-icons.css'.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { svgAsPng } from './svg-picture.ts';

const MODULE_ID = 'virtual:bootstrap-icons.css';
// The \0 prefix keeps other plugins off a module with no file behind it.
const RESOLVED_ID = `\0${MODULE_ID}`;
const ICON_CLASS = /\bbi-[a-z0-9]+(?:-[a-z0-9]+)*\b/g;
const SOURCE_FILE = /\.tsx?$/;

const iconsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('bootstrap-icons/package.json')),
  'icons',
);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE_FILE.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(folder, file));
}

/** Sharp at three device pixels per CSS pixel for an icon 1em high in 16 px text. */
const MASK_PIXELS = 48;

/** The icon as a PNG data url(): only its alpha matters to a mask. */
async function maskUrl(svgFile: string): Promise<string> {
  const picture = await svgAsPng(svgFile, MASK_PIXELS, MASK_PIXELS);
  return `url("data:image/png;base64,${picture.toString('base64')}")`;
}

async function iconCss(names: string[]): Promise<string> {
  const base = `.bi::before {
  content: '';
  display: inline-block;
  width: 1em;
  height: 1em;
  vertical-align: -0.125em;
  background-color: currentColor;
  mask: var(--icon-mask) center / contain no-repeat;
  /* High-contrast modes repaint backgrounds, which would hide the icon: it keeps the text's colour. */
  forced-color-adjust: preserve-parent-color;
}
`;
  const masks = await Promise.all(names.map((name) => maskUrl(path.join(iconsFolder, `${name}.svg`))));
  return base + names.map((name, index) => `.bi-${name} { --icon-mask: ${masks[index]}; }\n`).join('');
}

/** `sourceRoot`: the folder whose .ts and .tsx files name the icons. */
export function bootstrapIcons(sourceRoot: string): Plugin {
  return {
    name: 'skywatch-bootstrap-icons',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const names = new Set<string>();
      for (const file of sourceFiles(sourceRoot)) {
        this.addWatchFile(file);
        for (const [iconClass] of readFileSync(file, 'utf8').matchAll(ICON_CLASS)) names.add(iconClass.slice(3));
      }
      const unknown = [...names].filter((name) => !existsSync(path.join(iconsFolder, `${name}.svg`)));
      // A misspelt icon would otherwise show nothing, silently.
      if (unknown.length) this.error(`No Bootstrap icon is named ${unknown.map((name) => `bi-${name}`).join(', ')}.`);
      return iconCss([...names].sort());
    },
  };
}
