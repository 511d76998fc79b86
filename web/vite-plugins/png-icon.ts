/**
 * An icon file (.ico) holding one PNG picture, as every browser since 2007 reads it: for the clients
 * that ask for /favicon.ico without reading the page's head (feed readers, bookmarks, some browsers).
 */
export function pngAsIco(png: Buffer, pixels: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(1, 4); // one picture
  header.writeUInt8(pixels >= 256 ? 0 : pixels, 6); // width (0 means 256)
  header.writeUInt8(pixels >= 256 ? 0 : pixels, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the picture starts
  return Buffer.concat([header, png]);
}
