import type { Readable } from 'node:stream';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_QUEUE_LIMIT } from '../../common/schemas/upload-queue.ts';
import type { UploadAnswer } from '../../common/schemas/report.ts';
import { HttpError } from '../http/errors.ts';
import { detectMedia } from './media-kinds.ts';
import type { MediaRepository, UploadTarget } from '../sightings/media-repository.ts';
import type { MediaStore } from './media-store.ts';
import { perceptualHash } from './perceptual-hash.ts';
import { preparePublicCopy } from './public-copy.ts';
import { candidateNames, safeBaseName } from './safe-file-name.ts';
import type { TemporaryUploads } from './temporary-uploads.ts';

/** Who may upload to a sighting: the holder of its report's upload token (the reports domain). */
export interface UploadPermission {
  mayUpload(sightingId: string, token: string): Promise<boolean>;
}

/** One file of a multipart request, as @fastify/multipart hands it over. */
export interface IncomingFile {
  fileName: string | undefined;
  stream: Readable & { truncated?: boolean };
}

export const UPLOAD_MESSAGES = {
  noToken: 'An upload token is required: send the uploadToken of the report in the X-Upload-Token header.',
  badToken:
    'The upload token is not valid for this sighting, or it has expired (uploads are open for 60 minutes after the report).',
  notFound: 'The sighting you are uploading to does not exist.',
  full: `A sighting can hold at most ${UPLOAD_QUEUE_LIMIT} files.`,
  tooLarge: `The file is too large: each file may be at most ${UPLOAD_MAX_FILE_BYTES} bytes (10 MB).`,
  empty: 'The file is empty.',
} as const;

/**
 * Media uploads as one careful unit (STYLE 8): the bytes decide the type, files are written before
 * the row that names them, and a failed database write takes its files away again.
 */
export class UploadService {
  readonly #repository: MediaRepository;
  readonly #store: MediaStore;
  readonly #temporary: TemporaryUploads;
  readonly #permission: UploadPermission;
  readonly #now: () => Date;

  constructor(options: {
    repository: MediaRepository;
    store: MediaStore;
    temporary: TemporaryUploads;
    permission: UploadPermission;
    now?: () => Date;
  }) {
    this.#repository = options.repository;
    this.#store = options.store;
    this.#temporary = options.temporary;
    this.#permission = options.permission;
    this.#now = options.now ?? (() => new Date());
  }

  /** Checked before the file is read, so a refused upload costs no disk. */
  async authorize(sightingId: string, token: string | undefined): Promise<UploadTarget> {
    const target = await this.#repository.findUploadTarget(sightingId);
    if (!target) throw new HttpError(404, UPLOAD_MESSAGES.notFound);
    if (!token) throw new HttpError(401, UPLOAD_MESSAGES.noToken);
    if (!(await this.#permission.mayUpload(target.id, token))) throw new HttpError(401, UPLOAD_MESSAGES.badToken);
    if (target.mediaCount >= UPLOAD_QUEUE_LIMIT) throw new HttpError(409, UPLOAD_MESSAGES.full);
    return target;
  }

  async store(target: UploadTarget, file: IncomingFile): Promise<UploadAnswer> {
    const received = await this.#temporary.receive(file.stream);
    const temporary = [received.path];
    const newTemp = async () => {
      const temp = await this.#temporary.newPath();
      temporary.push(temp);
      return temp;
    };
    try {
      if (file.stream.truncated) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
      if (received.size === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty);
      const media = await detectMedia(received.path, file.fileName);
      const prepared = await preparePublicCopy(received.path, media, newTemp);
      // Hashed from the public copy, turned upright as visitors see it, so a resent photo matches it.
      const hash = media.kind === 'photo' ? await perceptualHash(prepared.publicCopy) : null;
      const taken = new Set(await this.#repository.fileNames(target.seq));
      const names = [...candidateNames(safeBaseName(file.fileName), media.extension)].filter(
        (name) => !taken.has(name),
      );
      // A report's files stay out of the public folders until staff approve it.
      const folder = { day: target.submitted.slice(0, 10), sightingId: target.id, pending: !target.published };
      const placed = await this.#store.place(folder, names, prepared);
      let added: boolean;
      try {
        added = await this.#repository.add(
          target.seq,
          {
            fileName: placed.name,
            kind: media.kind,
            contentType: media.contentType,
            sizeBytes: received.size,
            hasPublicCopy: true,
            created: this.#now().toISOString(),
            perceptualHash: hash,
          },
          UPLOAD_QUEUE_LIMIT,
        );
      } catch (error) {
        await this.#store.discard(placed);
        throw error;
      }
      if (!added) {
        await this.#store.discard(placed);
        throw new HttpError(409, UPLOAD_MESSAGES.full);
      }
      // Approved while this file was being stored: its files were published before this one was placed.
      if (folder.pending && (await this.#repository.findUploadTarget(target.id))?.published) {
        await this.#store.publish(folder);
      }
      return { file: placed.name, kind: media.kind, size: received.size };
    } finally {
      await this.#temporary.remove(temporary);
    }
  }
}
