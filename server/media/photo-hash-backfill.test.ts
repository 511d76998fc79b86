import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { wavyPicture } from '../test/media-fixtures.ts';
import { multipartForm } from '../test/multipart-form.ts';
import { makeReport } from '../test/report-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { testServices } from '../test/build-test-app.ts';
import { backfillPhotoHashes } from './photo-hash-backfill.ts';

describe.each(testDialects())('the photo hashes backfill on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(dialect);
  });
  afterAll(() => test?.close());

  it('hashes photos stored without a hash, skips what it cannot read, and finds nothing the second time', async () => {
    const reported = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/report`,
      payload: makeReport(),
    });
    const { id, uploadToken } = reported.json() as { id: string; uploadToken: string };
    for (const file of [
      { name: 'sky.jpg', bytes: await wavyPicture(2) },
      { name: 'notes.txt', bytes: Buffer.from('not a photo') },
    ]) {
      const form = await multipartForm([file]);
      const response = await injectAsBrowser(test.app, {
        method: 'POST',
        url: `${API_BASE}/sightings/upload/${id}`,
        payload: form.payload,
        headers: { ...form.headers, 'x-upload-token': uploadToken },
      });
      expect(response.statusCode).toBe(201);
    }
    const { db } = test.database.handle;
    const [stored] = await db
      .selectFrom('media')
      .select(['seq', 'perceptual_hash'])
      .where('kind', '=', 'photo')
      .execute();
    expect(stored!.perceptual_hash).toMatch(/^[0-9a-f]{16}$/);
    // As before hashes were: none on the row, no bands.
    await db.deleteFrom('photo_hash_bands').execute();
    await db.updateTable('media').set({ perceptual_hash: null }).execute();

    const services = testServices(test.database);
    expect(await backfillPhotoHashes(services.photoHashes, services.media)).toEqual({ read: 1, hashed: 1 });
    const [after] = await db.selectFrom('media').select('perceptual_hash').where('kind', '=', 'photo').execute();
    expect(after!.perceptual_hash).toBe(stored!.perceptual_hash);
    expect(await db.selectFrom('photo_hash_bands').select('band_key').execute()).toHaveLength(4);
    expect(await backfillPhotoHashes(services.photoHashes, services.media)).toEqual({ read: 0, hashed: 0 });
  });
});
