import { describe, expect, it } from 'vitest';
import { KnownDataVersion } from './known-data-version.ts';

/** A version read that the test answers by hand, counting how often it was asked. */
function manualReads() {
  const pending: Array<(version: string) => void> = [];
  return {
    pending,
    read: () => new Promise<string>((resolve) => pending.push(resolve)),
  };
}

/** Versions read as v1, v2…, each read counted, on a clock that never moves. */
function countedVersions() {
  let reads = 0;
  const versions = new KnownDataVersion(
    async () => `v${++reads}`,
    () => 0,
  );
  return { versions, reads: () => reads };
}

describe('KnownDataVersion', () => {
  it('answers from memory while nothing has changed, and reads again once told of a change', async () => {
    const { versions, reads } = countedVersions();
    expect(await versions.current()).toBe('v1');
    expect(await versions.current()).toBe('v1');
    expect(reads()).toBe(1);
    versions.forget();
    expect(await versions.current()).toBe('v2');
    expect(reads()).toBe(2);
  });

  it("reads a replica's version every time: it moves when the replica replays, which no wake tells", async () => {
    let reads = 0;
    let server = 'replica-1';
    const versions = new KnownDataVersion(
      async () => `v${++reads}`,
      () => 0,
      () => server,
    );
    await versions.current();
    expect(await versions.current()).toBe('v2');
    server = 'primary';
    expect(await versions.current()).toBe('v3');
    expect(await versions.current()).toBe('v3');
  });

  it('reads again after a few seconds even without a word of any change', async () => {
    let now = 0;
    let reads = 0;
    const versions = new KnownDataVersion(
      async () => `v${++reads}`,
      () => now,
    );
    await versions.current();
    now = 4_999;
    expect(await versions.current()).toBe('v1');
    now = 5_000;
    expect(await versions.current()).toBe('v2');
  });

  it('never keeps a version whose read left before a change it was told of', async () => {
    const reads = manualReads();
    const versions = new KnownDataVersion(reads.read, () => 0);
    const early = versions.current();
    versions.forget();
    reads.pending.shift()!('before the change');
    expect(await early).toBe('before the change');
    const next = versions.current();
    expect(reads.pending).toHaveLength(1);
    reads.pending.shift()!('after the change');
    expect(await next).toBe('after the change');
  });

  it('hears a change that reached the process with the request before answering from memory', async () => {
    let reads = 0;
    const versions = new KnownDataVersion(
      async () => `v${++reads}`,
      () => 0,
    );
    await versions.current();
    // The request asks; the notification of a change, already arrived, is handled in the same turn.
    const asked = versions.current();
    versions.forget();
    expect(await asked).toBe('v2');
  });

  it('reads the version for a browser that has just written, and keeps what it read for the others', async () => {
    const { versions, reads } = countedVersions();
    expect(await versions.current()).toBe('v1');
    expect(await versions.readingFresh(() => versions.current())).toBe('v2');
    expect(await versions.current()).toBe('v2');
    expect(reads()).toBe(2);
  });
});
