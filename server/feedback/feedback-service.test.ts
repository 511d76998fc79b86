import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedbackRequestSchema } from '../../common/schemas/feedback.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { FeedbackRepository } from './feedback-repository.ts';
import { FeedbackService } from './feedback-service.ts';

describe.each(testDialects())('the feedback service and repository on %s', (dialect) => {
  let database: TestDatabase;
  let repository: FeedbackRepository;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    repository = new FeedbackRepository(database.handle.db);
  });
  afterEach(() => database?.destroy());

  /** A service whose clock reads the given instants, one a message. */
  const serviceAt = (...instants: string[]) => {
    let next = 0;
    return new FeedbackService(repository, () => new Date(instants[next++] ?? instants.at(-1)!));
  };
  const request = (message: string, extra: object = {}) => feedbackRequestSchema.parse({ message, ...extra });

  it('stamps each message with the time it arrived and answers it', async () => {
    const service = serviceAt('2025-03-01T10:00:00.000Z');
    expect(await service.send(request('Hello', { email: 'a@example.org' }))).toEqual({
      received: '2025-03-01T10:00:00.000Z',
    });
    const { content } = await service.page({ page: 0, size: 10 });
    expect(content).toEqual([
      {
        id: expect.any(Number),
        message: 'Hello',
        email: 'a@example.org',
        topic: 'GENERAL',
        received: expect.any(String),
      },
    ]);
    expect(new Date(content[0]!.received).toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });

  it('reads newest first, the later-stored first among messages of the same instant', async () => {
    const service = serviceAt(
      '2025-03-01T10:00:00.000Z',
      '2025-03-03T10:00:00.000Z',
      '2025-03-02T10:00:00.000Z',
      '2025-03-02T10:00:00.000Z',
    );
    for (const message of ['oldest', 'newest', 'middle, first stored', 'middle, second stored']) {
      await service.send(request(message));
    }
    const { content } = await service.page({ page: 0, size: 10 });
    expect(content.map((entry) => entry.message)).toEqual([
      'newest',
      'middle, second stored',
      'middle, first stored',
      'oldest',
    ]);
  });

  it('answers pages with the total, as every paged answer does', async () => {
    const service = serviceAt('2025-03-01T10:00:00.000Z');
    for (let index = 0; index < 5; index += 1) await service.send(request(`note ${index}`));
    expect(await service.page({ page: 1, size: 2 })).toMatchObject({
      totalElements: 5,
      totalPages: 3,
      number: 1,
      size: 2,
      content: [{ message: 'note 2' }, { message: 'note 1' }],
    });
    expect((await service.page({ page: 2, size: 2 })).content.map((entry) => entry.message)).toEqual(['note 0']);
    expect(await service.page({ page: 3, size: 2 })).toMatchObject({ content: [], totalElements: 5 });
  });

  it('keeps a message exactly as the schema left it: hostile text is only text', async () => {
    const service = serviceAt('2025-03-01T10:00:00.000Z');
    const hostile = `<script>alert("x")</script> & '; drop table feedback; --`;
    await service.send(request(hostile, { topic: 'ADVERTISING' }));
    const [entry] = (await repository.page(0, 10)).entries;
    expect(entry).toMatchObject({ message: hostile, email: null, topic: 'ADVERTISING' });
  });

  it('answers an empty first page when nothing was sent', async () => {
    expect(await serviceAt('2025-03-01T10:00:00.000Z').page({ page: 0, size: 10 })).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 10,
    });
  });
});
