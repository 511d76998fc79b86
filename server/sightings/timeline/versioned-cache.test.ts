import { describe, expect, it } from 'vitest';
import { useDatabasePerTest } from '../../test/use-test-database.ts';
import { VersionedCache } from './versioned-cache.ts';
import { bumpTimelineVersion } from './timeline-version.ts';

const size = (piece: string | undefined) => piece?.length ?? 0;

describe('pieces of answers remembered until the data changes', () => {
  const database = useDatabasePerTest('sqlite');

  /** A reader that answers `piece of KEY` for every key but those in `absent`, and notes what it was asked. */
  function reader(absent: string[] = []) {
    const asked: string[][] = [];
    const read = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((key) => !absent.includes(key)).map((key) => [key, `piece of ${key}`]));
    };
    return { asked, read };
  }

  it('reads only the pieces not yet remembered, and gives the empty piece for keys with none', async () => {
    const memo = new VersionedCache(database.handle.db);
    const { asked, read } = reader(['b']);
    expect(await memo.pieces('seqIds', ['a', 'b'], read, 'none', size)).toEqual(['piece of a', 'none']);
    expect(await memo.pieces('seqIds', ['b', 'c', 'a', 'c'], read, 'none', size)).toEqual([
      'none',
      'piece of c',
      'piece of a',
      'piece of c',
    ]);
    expect(asked).toEqual([['a', 'b'], ['c']]);
  });

  it('shares a read under way with whoever asks for the same pieces meanwhile', async () => {
    const memo = new VersionedCache(database.handle.db);
    const { asked, read } = reader();
    const [first, second] = await Promise.all([
      memo.pieces('seqIds', ['x'], read, '', size),
      memo.pieces('seqIds', ['x'], read, '', size),
    ]);
    expect([first, second]).toEqual([['piece of x'], ['piece of x']]);
    expect(asked).toEqual([['x']]);
  });

  it('reads everything again once the data has changed', async () => {
    const memo = new VersionedCache(database.handle.db);
    const { asked, read } = reader();
    await memo.pieces('seqIds', ['a'], read, '', size);
    await bumpTimelineVersion(database.handle.db);
    await memo.pieces('seqIds', ['a'], read, '', size);
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('does not remember a read that failed', async () => {
    const memo = new VersionedCache(database.handle.db);
    const failing = () => Promise.reject(new Error('the database went away'));
    await expect(memo.pieces('seqIds', ['a'], failing, '', size)).rejects.toThrow('the database went away');
    const { asked, read } = reader();
    expect(await memo.pieces('seqIds', ['a'], read, '', size)).toEqual(['piece of a']);
    expect(asked).toEqual([['a']]);
  });
});

describe('the latest public sighting', () => {
  const database = useDatabasePerTest('sqlite');

  it('is read once per version of the data, and again after a change', async () => {
    const memo = new VersionedCache(database.handle.db);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return null;
    };
    await Promise.all([memo.latest(read), memo.latest(read)]);
    await memo.latest(read);
    expect(reads).toBe(1);
    await bumpTimelineVersion(database.handle.db);
    await memo.latest(read);
    expect(reads).toBe(2);
  });
});

describe('whole answers as sent', () => {
  const database = useDatabasePerTest('sqlite');

  it('are written once per version and query, again after a change, and not kept when writing failed', async () => {
    const memo = new VersionedCache(database.handle.db);
    const written: string[] = [];
    const write = (text: string) => async () => {
      written.push(text);
      return Buffer.from(text);
    };
    await Promise.all([memo.body('page 0', write('first')), memo.body('page 0', write('first'))]);
    expect((await memo.body('page 0', write('ignored'))).toString()).toBe('first');
    expect((await memo.body('page 1', write('second'))).toString()).toBe('second');
    await bumpTimelineVersion(database.handle.db);
    expect((await memo.body('page 0', write('after the change'))).toString()).toBe('after the change');
    expect(written).toEqual(['first', 'second', 'after the change']);

    await expect(memo.body('page 2', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect((await memo.body('page 2', write('asked again'))).toString()).toBe('asked again');
  });

  it('are read at the version the process knows, once it is told to use it', async () => {
    const memo = new VersionedCache(database.handle.db);
    memo.useKnownVersion(async () => 'known');
    await memo.body('latest', async () => Buffer.from('at the known version'));
    await bumpTimelineVersion(database.handle.db);
    expect((await memo.body('latest', async () => Buffer.from('read again'))).toString()).toBe('at the known version');
  });
});
