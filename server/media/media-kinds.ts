import { fileTypeFromFile } from 'file-type';
import { readFile } from 'node:fs/promises';
import { HttpError } from '../http/errors.ts';
import { extensionOf } from './safe-file-name.ts';

export type MediaKind = 'photo' | 'video' | 'audio' | 'document';

/** What the bytes of an upload turned out to be, and the extension it is stored under. */
export interface DetectedMedia {
  kind: MediaKind;
  extension: string;
  contentType: string;
}

interface Accepted {
  kind: MediaKind;
  extension: string;
  contentType: string;
  /** Other spellings of the same type that MEDIA_EXTENSIONS lists: a name using one keeps it. */
  aliases?: readonly string[];
}

/**
 * file-type's answer → how we store it. Only types whose extension MEDIA_EXTENSIONS lists; its other video
 * extensions (afl, asx, avs, fli, movie) have no reliable signature and are refused.
 */
const ACCEPTED: Readonly<Record<string, Accepted>> = {
  jpg: { kind: 'photo', extension: 'jpg', contentType: 'image/jpeg', aliases: ['jpeg'] },
  png: { kind: 'photo', extension: 'png', contentType: 'image/png' },
  apng: { kind: 'photo', extension: 'png', contentType: 'image/png' },
  gif: { kind: 'photo', extension: 'gif', contentType: 'image/gif' },
  bmp: { kind: 'photo', extension: 'bmp', contentType: 'image/bmp' },
  mp4: { kind: 'video', extension: 'mp4', contentType: 'video/mp4', aliases: ['m4v'] },
  m4v: { kind: 'video', extension: 'm4v', contentType: 'video/x-m4v', aliases: ['mp4'] },
  mov: { kind: 'video', extension: 'mov', contentType: 'video/quicktime', aliases: ['qt'] },
  webm: { kind: 'video', extension: 'webm', contentType: 'video/webm' },
  avi: { kind: 'video', extension: 'avi', contentType: 'video/x-msvideo' },
  mpg: { kind: 'video', extension: 'mpg', contentType: 'video/mpeg' },
  '3gp': { kind: 'video', extension: '3gp', contentType: 'video/3gpp' },
  asf: { kind: 'video', extension: 'asf', contentType: 'video/x-ms-asf', aliases: ['wmv'] },
  mp3: { kind: 'audio', extension: 'mp3', contentType: 'audio/mpeg' },
  wav: { kind: 'audio', extension: 'wav', contentType: 'audio/wav' },
  aif: { kind: 'audio', extension: 'aif', contentType: 'audio/aiff' },
  pdf: { kind: 'document', extension: 'pdf', contentType: 'application/pdf' },
  docx: {
    kind: 'document',
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

/** A .doc is an OLE compound file, like .xls or .msi: accepted only when it is also named .doc. */
const WORD_97: Accepted = { kind: 'document', extension: 'doc', contentType: 'application/msword' };
const PLAIN_TEXT: Accepted = { kind: 'document', extension: 'txt', contentType: 'text/plain; charset=utf-8' };
/** A playlist is text too; MEDIA_EXTENSIONS lists it as audio. */
const PLAYLIST: Accepted = { kind: 'audio', extension: 'm3u', contentType: 'audio/x-mpegurl' };

export const ACCEPTED_TYPES_TEXT =
  'Send a photo (JPG, PNG, GIF, BMP), a video (MP4, MOV, M4V, WebM, AVI, MPG, 3GP, WMV), audio (MP3, WAV, AIF, M3U) or a document (PDF, DOC, DOCX, TXT).';

const unsupported = (message: string) => new HttpError(415, message);

/** Text has no signature: it is text when it is valid UTF-8 without NUL bytes. */
async function isPlainText(filePath: string): Promise<boolean> {
  const bytes = await readFile(filePath);
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function withNameExtension(accepted: Accepted, fileName: string | undefined): DetectedMedia {
  const named = extensionOf(fileName);
  const extension = named && accepted.aliases?.includes(named) ? named : accepted.extension;
  return { kind: accepted.kind, extension, contentType: accepted.contentType };
}

/** Decides an upload's type by its bytes, never by its name or the browser's claim. */
export async function detectMedia(filePath: string, fileName: string | undefined): Promise<DetectedMedia> {
  const found = await fileTypeFromFile(filePath);
  const named = extensionOf(fileName);
  if (!found) {
    if (await isPlainText(filePath)) return withNameExtension(named === 'm3u' ? PLAYLIST : PLAIN_TEXT, fileName);
    throw unsupported(`The file's contents are not of an accepted type. ${ACCEPTED_TYPES_TEXT}`);
  }
  if (found.ext === 'cfb' && named === 'doc') return withNameExtension(WORD_97, fileName);
  if (found.ext === 'dng') {
    // A raw photo keeps its GPS in a form we cannot strip; refusing is safer than publishing it.
    throw unsupported(`DNG raw photos are not accepted: please send a JPG of the photo instead.`);
  }
  const accepted = ACCEPTED[found.ext];
  if (!accepted) throw unsupported(`Files of type ${found.ext.toUpperCase()} are not accepted. ${ACCEPTED_TYPES_TEXT}`);
  return withNameExtension(accepted, fileName);
}

/** Every extension an upload may be stored under, by kind: for the check against MEDIA_EXTENSIONS. */
export function storedExtensions(): Array<{ kind: MediaKind; extension: string }> {
  return [...Object.values(ACCEPTED), WORD_97, PLAIN_TEXT, PLAYLIST].flatMap((accepted) =>
    [accepted.extension, ...(accepted.aliases ?? [])].map((extension) => ({ kind: accepted.kind, extension })),
  );
}

/** The type a stored file is served with, from the extension it was stored under (thumbnails are WebP). */
export function storedContentType(name: string): string {
  if (name.endsWith('.webp')) return 'image/webp';
  const extension = extensionOf(name);
  if (!extension) return 'application/octet-stream';
  const accepted = [...Object.values(ACCEPTED), WORD_97, PLAIN_TEXT, PLAYLIST].find(
    (one) => one.extension === extension || one.aliases?.includes(extension),
  );
  return accepted?.contentType ?? 'application/octet-stream';
}
