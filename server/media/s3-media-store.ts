import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config.ts';
import { RetryLaterError } from '../http/errors.ts';
import { attachmentDisposition, MEDIA_CACHE_CONTROL } from './media-headers.ts';
import { storedContentType } from './media-kinds.ts';
import {
  asPending,
  checkedFileName,
  fileKeys,
  folderKey,
  whereStored,
  ORIGINALS_ROOT,
  PUBLIC_ROOT,
  THUMBNAIL_SUFFIX,
  FolderMovingStore,
  type CopiedFile,
  type MediaFolder,
  type MediaServing,
  type MediaStore,
  type PlacedFiles,
  type PreparedFiles,
  type PublicObject,
  visibleFolderKey,
} from './media-store.ts';

/** What an object is stored with: a bucket or CDN serving `media/` straight answers with these. */
interface ObjectHeaders {
  ContentType: string;
  CacheControl?: string;
  ContentDisposition?: string;
}

/** Bytes to write, opened anew for each try (a refused put has read its stream). */
type OpenBody = () => Promise<{ body: Readable; length: number }>;

/** Parts of a streamed upload: lib-storage holds at most a few of them in memory at once. */
const PART_BYTES = 5 * 1024 * 1024;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * The store down or unreachable once the SDK's own retries are spent: a 503 with Retry-After, as a lost
 * database is, rather than a 500. Answers that mean a wrong setting (403, a missing bucket) stay errors.
 */
function unavailableAsRetryLater(error: unknown): unknown {
  const status = statusOf(error);
  const unreachable =
    status === undefined &&
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|TimeoutError/.test(
      `${(error as { code?: unknown }).code} ${(error as { name?: unknown }).name}`,
    );
  if (!unreachable && !(status !== undefined && status >= 500)) return error;
  const unavailable = new RetryLaterError('The media store is briefly unavailable. Please try again shortly.', 5, 503);
  unavailable.cause = error;
  return unavailable;
}

/** What a warning goes to (the server's logger); the store warns once if the bucket ignores conditions. */
interface StoreLog {
  warn(details: object, message: string): void;
}

/**
 * Media in an S3-compatible bucket, under the same keys as the local folders (`media/…`, `originals/…`),
 * through the AWS SDK (decision 0025). A name is claimed by writing its object with `If-None-Match: *`,
 * which the store refuses (412) when the key exists: two uploads at once, from any process, never share
 * a name and nothing is overwritten. Should the store ignore that condition (checked once, on the first
 * write), names are claimed by HEAD then PUT, exclusive within this process only.
 */
export class S3MediaStore extends FolderMovingStore implements MediaStore {
  readonly serving: MediaServing;
  readonly client: S3Client;
  readonly #bucket: string;
  readonly #where: string;
  readonly #log: StoreLog | undefined;
  #conditionalPuts: Promise<boolean> | undefined;
  /**
   * Keys this process is writing new. Two of its own uploads never race for one name at the store,
   * whose check of `If-None-Match` may not be atomic under concurrent writes (moto's is not).
   */
  readonly #claiming = new Set<string>();

  constructor(settings: S3Settings, log?: StoreLog) {
    super();
    this.#bucket = settings.bucket;
    this.#where = settings.endpoint ? `at ${settings.endpoint} (S3_ENDPOINT)` : `on AWS in ${settings.region}`;
    this.#log = log;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: many self-hosted stores refuse the SDK's newer default
      // (CRC32 in aws-chunked streams); TLS and the store's own MD5 ETag still guard the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.serving = {
      open: (key, conditions) =>
        this.#openPublic(key, conditions).catch((error: unknown) => {
          throw unavailableAsRetryLater(error);
        }),
    };
  }

  place(folder: MediaFolder, names: Iterable<string>, files: PreparedFiles): Promise<PlacedFiles> {
    return this.#placeNew(folder, names, files).catch((error: unknown) => {
      throw unavailableAsRetryLater(error);
    });
  }

  async #placeNew(folder: MediaFolder, names: Iterable<string>, files: PreparedFiles): Promise<PlacedFiles> {
    const publicFolder = visibleFolderKey(folder);
    const wanted = (name: string) => [
      { key: `${publicFolder}/${name}`, file: files.publicCopy, headers: publicHeaders(name, files.contentType) },
      ...(files.thumbnail
        ? [
            {
              key: `${publicFolder}/${name}${THUMBNAIL_SUFFIX}`,
              file: files.thumbnail,
              headers: publicHeaders(name + THUMBNAIL_SUFFIX, 'image/webp'),
            },
          ]
        : []),
      ...(files.original
        ? [
            {
              key: `${folderKey(ORIGINALS_ROOT, folder)}/${name}`,
              file: files.original,
              headers: { ContentType: files.contentType },
            },
          ]
        : []),
    ];
    for (const candidate of names) {
      const name = checkedFileName(candidate);
      const keys: string[] = [];
      try {
        // A name is free when every one of its objects could be written new; a taken one frees what it wrote.
        for (const { key, file, headers } of wanted(name)) {
          if (!(await this.#putNew(key, () => openFile(file), headers))) break;
          keys.push(key);
        }
      } catch (error) {
        await this.discard({ name, keys });
        throw error;
      }
      if (keys.length === wanted(name).length) return { name, keys };
      await this.discard({ name, keys });
    }
    throw new Error(`no free file name in ${publicFolder}`);
  }

  async discard(placed: PlacedFiles): Promise<void> {
    await Promise.all(placed.keys.map((key) => this.#delete(key)));
  }

  /** The store down or unreachable: a 503 with Retry-After, as for every other call. */
  protected moveFolder(from: string, to: string, namesFor: (name: string) => Iterable<string>): Promise<number> {
    return this.#moveAll(from, to, namesFor).catch((error: unknown) => {
      throw unavailableAsRetryLater(error);
    });
  }

  async openPending(folder: MediaFolder, name: string): Promise<PublicObject | null> {
    const Key = fileKeys(asPending(folder, true), name).public;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.#bucket, Key }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? storedContentType(name),
        length: object.ContentLength ?? 0,
        range: null,
        etag: undefined,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw unavailableAsRetryLater(error);
    }
  }

  /**
   * Copies each object of a folder to the first free name `namesFor` gives in another (written new, as
   * uploads are), then deletes the old ones. A failed copy deletes the copies made; a failed delete writes
   * back those deleted before it and deletes the copies: all or nothing, as the local store's renames.
   */
  async #moveAll(fromFolder: string, toFolder: string, namesFor: (name: string) => Iterable<string>): Promise<number> {
    const prefix = `${fromFolder}/`;
    // Objects of this folder only: a sighting's originals folder holds its pending/ and withheld/ folders.
    const keys = (await this.#list(prefix)).filter((key) => !key.slice(prefix.length).includes('/'));
    if (keys.length === 0) return 0;
    const copies: Array<{ from: string; to: string }> = [];
    try {
      for (const from of keys) {
        const to = await this.#copyToFreeName(from, toFolder, namesFor(checkedFileName(from.slice(prefix.length))));
        copies.push({ from, to });
      }
    } catch (error) {
      await Promise.allSettled(copies.map(({ to }) => this.#delete(to)));
      throw error;
    }
    const deleted: typeof copies = [];
    try {
      for (const copy of copies) {
        await this.#delete(copy.from);
        deleted.push(copy);
      }
    } catch (error) {
      for (const { from, to } of deleted)
        await this.#copyToFreeName(to, fromFolder, [from.slice(prefix.length)]).catch(() => {});
      await Promise.allSettled(copies.map(({ to }) => this.#delete(to)));
      throw error;
    }
    return keys.length;
  }

  copyFile(from: MediaFolder, name: string, to: MediaFolder, names: Iterable<string>): Promise<CopiedFile> {
    return this.#copyFileTo(from, name, to, names).catch((error: unknown) => {
      throw unavailableAsRetryLater(error);
    });
  }

  /** Each object that exists is streamed to its new key, written new: a name taken by any is passed over. */
  async #copyFileTo(from: MediaFolder, name: string, to: MediaFolder, names: Iterable<string>): Promise<CopiedFile> {
    const { source, parts } = await whereStored((key) => this.#exists(key), from, name);
    for (const candidate of names) {
      const target = fileKeys(to, candidate);
      const keys: string[] = [];
      try {
        for (const part of parts) {
          const copy = this.#reading(source[part]);
          // A document offered as a download is offered under its new name.
          const headers = () => ({ ...copy.headers(), ContentDisposition: attachmentDisposition(target[part]) });
          if (!(await this.#putNew(target[part], copy.open, part === 'original' ? copy.headers : headers))) break;
          keys.push(target[part]);
        }
      } catch (error) {
        await this.discard({ name: candidate, keys });
        throw error;
      }
      if (keys.length === parts.length) return { name: candidate, keys, sources: parts.map((part) => source[part]) };
      await this.discard({ name: candidate, keys });
    }
    throw new Error(`no free file name in ${folderKey(PUBLIC_ROOT, to)}`);
  }

  /** Read wherever the file is, published or pending. */
  readPublic(folder: MediaFolder, name: string): Promise<Buffer | null> {
    const read = async () => {
      const { source, parts } = await whereStored((key) => this.#exists(key), folder, name);
      return parts.includes('public') ? this.#read(source.public) : null;
    };
    return read().catch((error: unknown) => {
      throw unavailableAsRetryLater(error);
    });
  }

  async #read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  /** The bucket exists and our keys may reach it; and whether the store honours conditional puts (logged). */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
    } catch (error) {
      const status = statusOf(error);
      const problem =
        status === 404
          ? 'does not exist: create it first (docs/operations.md)'
          : status === 403 || status === 401
            ? 'refuses our keys: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and what they may do'
            : `cannot be reached (${status ?? (error as Error).name}: ${(error as Error).message})`;
      throw new Error(`MEDIA_STORE=s3: the bucket ${this.#bucket} (S3_BUCKET) ${this.#where} ${problem}.`, {
        cause: error,
      });
    }
    await this.#storeHonoursConditionalPuts();
  }

  /** How many objects, of how many bytes, are under `media/` or `originals/` (what a backup records). */
  async tally(root: typeof PUBLIC_ROOT | typeof ORIGINALS_ROOT): Promise<{ files: number; bytes: number }> {
    const tally = { files: 0, bytes: 0 };
    for await (const object of this.#objects(`${root}/`)) {
      tally.files += 1;
      tally.bytes += object.size;
    }
    return tally;
  }

  get bucket(): string {
    return this.#bucket;
  }

  async #list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of this.#objects(prefix)) keys.push(object.key);
    return keys;
  }

  /** Every object under a prefix, page by page. */
  async *#objects(prefix: string): AsyncGenerator<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Streams one object to the first free name of a folder; answers the new key. */
  async #copyToFreeName(from: string, folder: string, names: Iterable<string>): Promise<string> {
    const { open, headers } = this.#reading(from);
    for (const name of names) {
      const to = `${folder}/${checkedFileName(name)}`;
      if (await this.#putNew(to, open, headers)) return to;
    }
    throw new Error(`no free file name in ${folder}`);
  }

  /** An object's bytes, read anew for each write, and the headers it was stored with (known once read). */
  #reading(from: string): { open: OpenBody; headers: () => ObjectHeaders } {
    let headers: ObjectHeaders | undefined;
    const open: OpenBody = async () => {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: from }));
      headers = {
        ContentType: object.ContentType ?? 'application/octet-stream',
        CacheControl: object.CacheControl,
        ContentDisposition: object.ContentDisposition,
      };
      return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
    };
    return { open, headers: () => headers! };
  }

  /** Writes an object only if its key is free; false when it is taken. */
  async #putNew(key: string, open: OpenBody, headers: ObjectHeaders | (() => ObjectHeaders)): Promise<boolean> {
    if (this.#claiming.has(key)) return false;
    this.#claiming.add(key);
    try {
      if (await this.#storeHonoursConditionalPuts()) {
        try {
          await this.#upload(key, open, headers, true);
          return true;
        } catch (error) {
          // 412: the key exists; 409: another conditional write to it is under way (AWS).
          if (statusOf(error) === 412 || statusOf(error) === 409) return false;
          throw error;
        }
      }
      if (await this.#exists(key)) return false;
      await this.#upload(key, open, headers, false);
      return true;
    } finally {
      this.#claiming.delete(key);
    }
  }

  /** A streamed upload: one PUT for a small file, a multipart upload (5 MiB parts) for a larger one. */
  async #upload(
    key: string,
    open: OpenBody,
    headers: ObjectHeaders | (() => ObjectHeaders),
    onlyIfNew: boolean,
  ): Promise<void> {
    const { body, length } = await open();
    try {
      await new Upload({
        client: this.client,
        partSize: PART_BYTES,
        queueSize: 1,
        params: {
          Bucket: this.#bucket,
          Key: key,
          Body: body,
          ContentLength: length,
          ...(typeof headers === 'function' ? headers() : headers),
          // Sent with the PUT, or with CompleteMultipartUpload for a multipart upload.
          ...(onlyIfNew ? { IfNoneMatch: '*' } : {}),
        },
      }).done();
    } finally {
      body.destroy();
    }
  }

  async #exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async #delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  /**
   * Whether the store refuses a conditional put on an existing key, as S3 does since 2024 (and MinIO,
   * Ceph, Garage, moto). Asked once per process with a probe object under `tmp/`: a store that ignores
   * the condition would overwrite, so names are then claimed by HEAD then PUT instead.
   */
  #storeHonoursConditionalPuts(): Promise<boolean> {
    this.#conditionalPuts ??= (async () => {
      const Key = `tmp/conditional-put-probe/${randomUUID()}`;
      const put = () =>
        this.client.send(new PutObjectCommand({ Bucket: this.#bucket, Key, Body: 'probe', IfNoneMatch: '*' }));
      try {
        await put();
        const refused = await put().then(
          () => false,
          (error: unknown) => statusOf(error) === 412,
        );
        if (!refused) {
          this.#log?.warn(
            { bucket: this.#bucket },
            'the S3 store ignores If-None-Match on PUT: media names are claimed by HEAD then PUT, exclusive within this process only',
          );
        }
        return refused;
      } finally {
        await this.#delete(Key).catch(() => {});
      }
    })();
    // A failed probe (the store unreachable) is asked again on the next write, not remembered.
    this.#conditionalPuts.catch(() => (this.#conditionalPuts = undefined));
    return this.#conditionalPuts;
  }

  async #openPublic(
    key: string,
    { range, ifNoneMatch }: { range?: string; ifNoneMatch?: string },
  ): Promise<PublicObject | { unsatisfiable: { size: number } } | 'not-modified' | null> {
    const Key = `${PUBLIC_ROOT}/${key}`;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key, Range: range, IfNoneMatch: ifNoneMatch }),
      );
      const parts = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        length: object.ContentLength ?? 0,
        range: range && parts ? { start: Number(parts[1]), end: Number(parts[2]), size: Number(parts[3]) } : null,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      if (statusOf(error) === 304) return 'not-modified';
      if (statusOf(error) !== 416) throw error;
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key }));
      return { unsatisfiable: { size: head.ContentLength ?? 0 } };
    }
  }
}

/** Public objects carry the headers visitors need when a bucket or CDN serves them without us. */
function publicHeaders(name: string, contentType: string): ObjectHeaders {
  return {
    ContentType: contentType,
    CacheControl: MEDIA_CACHE_CONTROL,
    ContentDisposition: attachmentDisposition(name),
  };
}

async function openFile(file: string): Promise<{ body: Readable; length: number }> {
  const { size } = await stat(file);
  return { body: createReadStream(file), length: size };
}
