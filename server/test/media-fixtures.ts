import sharp from 'sharp';

/** A JPEG as a phone writes it: camera make, GPS position and an orientation of 6 (turned right). */
export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  const withGps = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 30/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 10/1',
      },
    })
    .toBuffer();
  return sharp(withGps).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

/** Whether EXIF bytes hold a GPS section (the GPS IFD pointer tag 0x8825, in either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** An ISO base media (MP4) box: its 32-bit size, its four-letter type, then the payload. */
export function isoBox(type: string, payload: Buffer): Buffer {
  const bytes = Buffer.alloc(8 + payload.length);
  bytes.writeUInt32BE(8 + payload.length);
  bytes.write(type, 4, 'latin1');
  payload.copy(bytes, 8);
  return bytes;
}

export const VIDEO_LOCATION = '+37.7749-122.4194/';

/** A small MP4: ftyp, a moov whose udta holds a ©xyz location, as phones write it, and some mdat. */
export function mp4WithLocation(): Buffer {
  const ftyp = isoBox('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp42')]));
  const location = isoBox(
    '\u00a9xyz',
    Buffer.concat([Buffer.from([0, VIDEO_LOCATION.length, 0x15, 0xc7]), Buffer.from(VIDEO_LOCATION)]),
  );
  const moov = isoBox('moov', Buffer.concat([isoBox('mvhd', Buffer.alloc(100)), isoBox('udta', location)]));
  return Buffer.concat([ftyp, moov, isoBox('mdat', Buffer.alloc(256, 7))]);
}

/** A WebM header: the EBML element with DocType 'webm'. */
export function webmBytes(): Buffer {
  const header = [0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from('webm'), 0x42, 0x87, 0x81, 0x02];
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length, ...header]), Buffer.alloc(64)]);
}

/** The start of a Windows program (MZ header), as a renamed .exe carries it. */
export function windowsProgramBytes(): Buffer {
  return Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
    Buffer.alloc(512),
  ]);
}

/** A photo-like picture: smooth waves of light whose pattern `seed` picks, as a JPEG. */
export async function wavyPicture(seed: number, width = 320, height = 240): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = 128 + 60 * Math.sin((x * (seed + 1)) / 37 + seed) + 60 * Math.cos((y * (seed + 2)) / 29 - seed);
      const offset = (y * width + x) * 3;
      pixels[offset] = value;
      pixels[offset + 1] = value * 0.8;
      pixels[offset + 2] = 255 - value;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
