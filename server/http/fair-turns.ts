import type { FastifyInstance } from 'fastify';

/**
 * Requests that may start in one turn of the event loop; the rest start in the turns after, in arrival
 * order. Node accepts about one new connection per turn, so a turn that runs the queries of every
 * ready connection (a hundred at 200 open connections: 100 ms) left new visitors waiting seconds for
 * their first answer while the connected ones were served again and again. Short turns keep accepting.
 */
export const REQUESTS_PER_TURN = 8;

/** Starts request handling at most `REQUESTS_PER_TURN` at a time per turn of the event loop, first come first served. */
export function installFairTurns(app: FastifyInstance, requestsPerTurn = REQUESTS_PER_TURN): void {
  const waiting: Array<() => void> = [];
  let next = 0;
  let startedThisTurn = 0;
  let turnScheduled = false;

  const startTurn = () => {
    turnScheduled = false;
    startedThisTurn = 0;
    while (startedThisTurn < requestsPerTurn && next < waiting.length) {
      startedThisTurn += 1;
      waiting[next++]!();
    }
    if (next === waiting.length) {
      waiting.length = 0;
      next = 0;
    }
    if (startedThisTurn > 0) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(startTurn);
  };

  app.addHook('onRequest', (_request, _reply, done) => {
    if (startedThisTurn < requestsPerTurn && next === waiting.length) {
      startedThisTurn += 1;
      scheduleTurn();
      done();
      return;
    }
    waiting.push(done);
    scheduleTurn();
  });
}
