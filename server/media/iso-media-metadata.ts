/**
 * Phones write where a video was filmed into MP4/QuickTime metadata boxes (moov/udta ©xyz,
 * moov/meta com.apple.quicktime.location.ISO6709). Blanking those boxes in place — renamed to 'free'
 * and zero-filled — removes it without moving a byte, so the sample offsets stay valid.
 */
const PRIVATE_BOXES = new Set(['udta', 'meta', 'uuid', 'XMP_']);
/** Boxes whose children we walk: the movie and its tracks. */
const CONTAINERS = new Set(['moov', 'trak']);

/** Blanks metadata boxes in `bytes` (changed in place); answers whether anything was blanked. */
export function blankIsoMediaMetadata(bytes: Buffer): boolean {
  return blankIn(bytes, 0, bytes.length);
}

function blankIn(bytes: Buffer, start: number, end: number): boolean {
  let changed = false;
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) break;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    // A malformed size ends the walk: what follows cannot be told apart from media data.
    if (size < header || offset + size > end) break;
    if (PRIVATE_BOXES.has(type)) {
      bytes.write('free', offset + 4, 'latin1');
      bytes.fill(0, offset + header, offset + size);
      changed = true;
    } else if (CONTAINERS.has(type)) {
      changed = blankIn(bytes, offset + header, offset + size) || changed;
    }
    offset += size;
  }
  return changed;
}
