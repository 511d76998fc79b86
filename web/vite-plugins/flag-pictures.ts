/**
 * Country flags as small PNG pictures, drawn from flag-icons' SVGs the first time the app is built.
 * A flag as SVG is a document of its own that the browser builds on the page's main thread (some
 * 6 ms each on a slow phone, for each country a table shows); a PNG is only decoded, off it.
 * Import 'virtual:flag-pictures.css': the same `fi fi-{code}` classes as flag-icons' stylesheet.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { svgAsPng } from './svg-picture.ts';

const MODULE_ID = 'virtual:flag-pictures.css';
/** Four by three, sharp at three device pixels per CSS pixel for a flag 1em high in 16 px text. */
const PICTURE_WIDTH = 64;
const PICTURE_HEIGHT = 48;

const require = createRequire(import.meta.url);
const flagIconsFolder = path.dirname(require.resolve('flag-icons/package.json'));
const svgFolder = path.join(flagIconsFolder, 'flags', '4x3');
const flagIconsVersion = (
  JSON.parse(readFileSync(path.join(flagIconsFolder, 'package.json'), 'utf8')) as { version: string }
).version;
/** Kept between builds; named by what it was drawn from, so a new flag-icons or size draws afresh. */
const pictureFolder = path.join(
  flagIconsFolder,
  '..',
  '.cache',
  'skywatch-flag-pictures',
  `${flagIconsVersion}-${PICTURE_WIDTH}x${PICTURE_HEIGHT}`,
);
const stylesheet = path.join(pictureFolder, 'flag-pictures.css');

// flag-icons' own layout of a 4 × 3 flag: an inline box 4/3 em wide beside text, the picture filling it.
const FLAG_BOX_CSS = `.fi {
  position: relative;
  display: inline-block;
  width: 1.333333em;
  line-height: 1em;
  background-size: contain;
  background-position: 50%;
  background-repeat: no-repeat;
}
.fi::before {
  content: '\\00a0';
}
`;

async function drawPictures(): Promise<void> {
  if (existsSync(stylesheet)) return;
  mkdirSync(pictureFolder, { recursive: true });
  const codes = readdirSync(svgFolder)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
  for (const code of codes) {
    const picture = await svgAsPng(path.join(svgFolder, `${code}.svg`), PICTURE_WIDTH, PICTURE_HEIGHT);
    writeFileSync(path.join(pictureFolder, `${code}.png`), picture);
  }
  const rules = codes.map((code) => `.fi-${code} {\n  background-image: url(./${code}.png);\n}\n`).join('');
  // Written last and whole (renamed into place): its presence says that every picture is there, even
  // when two builds draw at once.
  const partial = `${stylesheet}.${process.pid}`;
  writeFileSync(partial, FLAG_BOX_CSS + rules);
  renameSync(partial, stylesheet);
}

export function flagPictures(): Plugin {
  return {
    name: 'skywatch-flag-pictures',
    async resolveId(id) {
      if (id !== MODULE_ID) return undefined;
      await drawPictures();
      // A real file: Vite resolves its url()s and emits each picture a page may ask for.
      return stylesheet;
    },
  };
}

/** Whether a file is one of the flag pictures: each stays a file, fetched only by a page showing it. */
export const isFlagPicture = (file: string) => file.startsWith(pictureFolder);
