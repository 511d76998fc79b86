import { HttpError } from '../http/errors.ts';
import type { HyperparameterSource } from './hyperparameter-source.ts';
import { fitSummary } from './summary-text.ts';

export const LLM_TIMEOUT_MS = 20_000;

const INSTRUCTIONS =
  'You write the one-line summary of a UFO sighting report for a public list of sightings. ' +
  'Answer with one plain sentence of at most 200 characters saying what was seen and what it did, ' +
  'using only facts from the report. No preamble, no quotes, no markdown.';

export interface LlmOptions {
  baseUrl: string;
  apiKey: string | undefined;
  hyperparameters: HyperparameterSource;
  timeoutMs?: number;
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** Summaries from an OpenAI-compatible chat-completions service, with the stored settings. */
export class LlmSummarizer {
  readonly #options: LlmOptions;

  constructor(options: LlmOptions) {
    this.#options = options;
  }

  async summarize(description: string): Promise<string> {
    const { model, temperature, topP, maxTokens } = await this.#options.hyperparameters.current();
    const timeoutMs = this.#options.timeoutMs ?? LLM_TIMEOUT_MS;
    let response: Response;
    try {
      response = await fetch(`${this.#options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.#options.apiKey ? { authorization: `Bearer ${this.#options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          temperature,
          top_p: topP,
          max_tokens: maxTokens,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: description },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new HttpError(
        503,
        timedOut
          ? `The summary service did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again later.`
          : 'The summary service cannot be reached. Please try again later.',
      );
    }
    if (response.status === 429 || response.status === 503) {
      await response.body?.cancel();
      throw new HttpError(503, 'The summary service is busy. Please try again shortly.');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpError(502, `The summary service answered with an error (HTTP ${response.status}).`);
    }
    const content = await readContent(response);
    const summary = typeof content === 'string' ? fitSummary(content) : '';
    if (!summary) throw new HttpError(502, 'The summary service gave no usable summary.');
    return summary;
  }
}

async function readContent(response: Response): Promise<unknown> {
  try {
    const body = (await response.json()) as ChatCompletion;
    return body.choices?.[0]?.message?.content;
  } catch {
    return undefined;
  }
}
