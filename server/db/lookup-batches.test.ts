import { describe, expect, it } from 'vitest';
import { LookupBatches } from './lookup-batches.ts';

/** A lookup that records the keys of each statement and answers each key's double. */
function doubling() {
  const statements: number[][] = [];
  const batches = new LookupBatches<number, number>(async (keys) => {
    statements.push(keys);
    return new Map(keys.filter((key) => key > 0).map((key) => [key, key * 2]));
  }, 3);
  return { statements, batches };
}

describe('lookups asked together', () => {
  it('asks the lookups of one turn in one statement, and gives each caller its own answer', async () => {
    const { statements, batches } = doubling();
    const answers = await Promise.all([batches.get(1), batches.get(2), batches.get(1), batches.get(-5)]);
    expect(answers).toEqual([2, 4, 2, undefined]);
    expect(statements).toEqual([[1, 2, -5]]);
  });

  it('sends a full batch at once and starts another', async () => {
    const { statements, batches } = doubling();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((key) => batches.get(key)));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(statements).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('asks again in a later turn', async () => {
    const { statements, batches } = doubling();
    expect(await batches.get(1)).toBe(2);
    expect(await batches.get(2)).toBe(4);
    expect(statements).toEqual([[1], [2]]);
  });

  it('gives a failed statement to every caller in it', async () => {
    const batches = new LookupBatches<number, number>(async () => {
      throw new Error('connection lost');
    });
    const answers = await Promise.allSettled([batches.get(1), batches.get(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
