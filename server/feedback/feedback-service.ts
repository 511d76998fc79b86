import type { PageQuery } from '../../common/schemas/browse.ts';
import type { FeedbackPage, FeedbackReceipt, ParsedFeedbackRequest } from '../../common/schemas/feedback.ts';
import { page } from '../admin/moderation-service.ts';
import type { FeedbackRepository } from './feedback-repository.ts';

/**
 * Feedback sent with the built-in form: any visitor may send it (the route limits how often from one
 * address); only staff read it, newest first.
 */
export class FeedbackService {
  readonly #repository: FeedbackRepository;
  readonly #now: () => Date;

  constructor(repository: FeedbackRepository, now: () => Date = () => new Date()) {
    this.#repository = repository;
    this.#now = now;
  }

  /** Stores a message the schema has already cleaned and checked. */
  async send(request: ParsedFeedbackRequest): Promise<FeedbackReceipt> {
    const received = this.#now().toISOString();
    await this.#repository.insert({ message: request.message, email: request.email, topic: request.topic, received });
    return { received };
  }

  async page(query: PageQuery): Promise<FeedbackPage> {
    const { entries, total } = await this.#repository.page(query.page * query.size, query.size);
    return page(entries, total, query);
  }
}
