import { notFound } from '../http/errors.ts';
import type { MediaRepository } from '../sightings/media-repository.ts';
import type { MediaFolder, MediaStore, PublicObject } from './media-store.ts';

export const NO_SUCH_PENDING_FILE = 'This report has no such file waiting for review.';

/** A file name as it stands in a path: one segment, never hidden. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

/**
 * The files of reports not yet approved: kept out of the public folders, read only by staff and by the
 * report's witness (through the routes that check who asks), and hidden at start when an older version
 * left them public.
 */
export class PendingMedia {
  readonly #store: Pick<MediaStore, 'openPending' | 'unpublish'>;
  readonly #repository: Pick<MediaRepository, 'findUploadTarget' | 'unpublishedWithFiles'>;

  constructor(
    store: Pick<MediaStore, 'openPending' | 'unpublish'>,
    repository: Pick<MediaRepository, 'findUploadTarget' | 'unpublishedWithFiles'>,
  ) {
    this.#store = store;
    this.#repository = repository;
  }

  /** One file (or its thumbnail) of a pending report; 404 for a published or deleted one, or no such file. */
  async open(sightingId: string, fileName: string): Promise<PublicObject> {
    const target = FILE_NAME.test(fileName) ? await this.#repository.findUploadTarget(sightingId) : null;
    if (!target || target.published) throw notFound(NO_SUCH_PENDING_FILE);
    const file = await this.#store.openPending(folderOf(target), fileName);
    if (!file) throw notFound(NO_SUCH_PENDING_FILE);
    return file;
  }

  /**
   * Moves the files of every report awaiting review out of the public folders: versions before pending
   * files were kept apart put them there. Moves nothing once done; answers how many moved.
   */
  async hideUnpublished(): Promise<number> {
    let moved = 0;
    for (const sighting of await this.#repository.unpublishedWithFiles()) {
      moved += await this.#store.unpublish(folderOf(sighting));
    }
    return moved;
  }
}

function folderOf(sighting: { id: string; submitted: string }): MediaFolder {
  return { day: new Date(sighting.submitted).toISOString().slice(0, 10), sightingId: sighting.id, pending: true };
}
