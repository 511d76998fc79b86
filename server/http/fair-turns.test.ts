import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installFairTurns } from './fair-turns.ts';

describe('fair turns', () => {
  it('starts at most a few requests per turn of the event loop, in arrival order, and answers them all', async () => {
    const app = Fastify();
    installFairTurns(app, 3);
    const started: Array<{ id: number; turn: number }> = [];
    // Counts turns of the event loop: one immediate per turn, scheduled again from the last.
    let turn = 0;
    const ticker = () => {
      turn += 1;
      if (started.length < 10) setImmediate(ticker);
    };
    setImmediate(ticker);
    app.get('/:id', async (request) => {
      const id = Number((request.params as { id: string }).id);
      started.push({ id, turn });
      return { id };
    });
    await app.ready();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, id) => app.inject(`/${id}`)));
    expect(answers.map((answer) => answer.json().id)).toEqual([...Array(10).keys()]);
    expect(started.map((start) => start.id)).toEqual([...Array(10).keys()]);
    const perTurn = new Map<number, number>();
    for (const start of started) perTurn.set(start.turn, (perTurn.get(start.turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(3);
    expect(perTurn.size).toBeGreaterThanOrEqual(4);
    await app.close();
  });
});
