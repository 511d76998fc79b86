import { extractiveSummary } from './extractive-summarizer.ts';
import type { LlmSummarizer } from './llm-summarizer.ts';

/**
 * Summaries of a detailed description: from the configured text-generation service,
 * else from the built-in extractive summarizer. Always one line of at most 256 characters.
 */
export class SummaryService {
  readonly #llm: LlmSummarizer | null;

  constructor(llm: LlmSummarizer | null) {
    this.#llm = llm;
  }

  summarize(description: string): Promise<string> {
    return this.#llm ? this.#llm.summarize(description) : Promise.resolve(extractiveSummary(description));
  }
}
