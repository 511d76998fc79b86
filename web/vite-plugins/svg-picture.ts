import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/** SVGs are drawn at this density, well above any size asked for, then scaled down: smooth edges. */
const DRAWING_DENSITY = 300;

/**
 * An SVG file as a PNG of exactly `width` × `height` pixels, transparent where the drawing is. A PNG is
 * only decoded by the browser, where an SVG image is a document it builds on the page's main thread.
 */
export function svgAsPng(svgFile: string, width: number, height: number): Promise<Buffer> {
  return sharp(readFileSync(svgFile), { density: DRAWING_DENSITY })
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
