import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MediaRepository } from '../sightings/media-repository.ts';
import { makeSighting, PENDING_REVIEW } from '../test/sighting-factory.ts';
import { withStoredSightings } from '../test/stored-sightings.ts';
import { filesUnder } from '../test/test-media-stores.ts';
import { testDialects } from '../test/test-database.ts';

const pending = makeSighting({ ...PENDING_REVIEW, id: 'pend0001', submitted: '2024-05-02T08:00:00.000Z' });
const published = makeSighting({ id: 'publ0001', submitted: '2024-05-02T08:00:00.000Z' });

describe.each(testDialects())('files of reports awaiting review on %s', (dialect) => {
  const setup = withStoredSightings(dialect, [pending, published]);

  /** A file stored as versions before 0037 stored every upload: under media/, whatever the report's state. */
  async function storedPublicly(id: string, name: string) {
    const { services, database } = setup;
    const media = new MediaRepository(database.handle.db, services.sightingEngine);
    const target = (await media.findUploadTarget(id))!;
    const file = path.join(database.dataDir, `upload-${name}`);
    writeFileSync(file, `the bytes of ${name}`);
    await services.media.place({ day: '2024-05-02', sightingId: id }, [name], {
      publicCopy: file,
      contentType: 'text/plain; charset=utf-8',
      thumbnail: null,
      original: null,
    });
    const row = { kind: 'document', contentType: 'text/plain', sizeBytes: 9, hasPublicCopy: true };
    await media.add(target.seq, { ...row, fileName: name, created: new Date().toISOString() }, 10);
  }

  it('moves those an older version left public out of view at start, once, and leaves published ones', async () => {
    await storedPublicly('pend0001', 'notes.txt');
    await storedPublicly('publ0001', 'public.txt');
    const { services, database } = setup;
    expect(await services.pendingMedia.hideUnpublished()).toBe(1);
    expect(filesUnder(path.join(database.dataDir, 'media'))).toEqual(['2024-05-02/publ0001/public.txt']);
    expect(filesUnder(path.join(database.dataDir, 'originals'))).toEqual(['2024-05-02/pend0001/pending/notes.txt']);
    const file = await services.pendingMedia.open('pend0001', 'notes.txt');
    expect(file.length).toBe('the bytes of notes.txt'.length);
    file.body.destroy();
    await expect(services.pendingMedia.open('publ0001', 'public.txt')).rejects.toMatchObject({ statusCode: 404 });
    await expect(services.pendingMedia.open('pend0001', '../notes.txt')).rejects.toMatchObject({ statusCode: 404 });
    expect(await services.pendingMedia.hideUnpublished()).toBe(0);
  });
});
