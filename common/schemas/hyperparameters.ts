import { z } from 'zod/mini';

export const HYPERPARAMETER_DEFAULTS = {
  model: 'gpt-4o',
  temperature: 0.9,
  topP: 0.8,
  maxTokens: 2500,
} as const;

export const TEMPERATURE_RANGE = { min: 0.1, max: 1, step: 0.1 } as const;
export const TOP_P_RANGE = { min: 0.1, max: 1, step: 0.1 } as const;
export const MAX_TOKENS_RANGE = { min: 100, max: 2500, step: 25 } as const;

/** Settings the summarizer uses, within the bounds of the administration's sliders. */
export const hyperparametersSchema = z.object({
  model: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  temperature: z.number().check(z.gte(TEMPERATURE_RANGE.min), z.lte(TEMPERATURE_RANGE.max)),
  topP: z.number().check(z.gte(TOP_P_RANGE.min), z.lte(TOP_P_RANGE.max)),
  maxTokens: z.number().check(z.int(), z.gte(MAX_TOKENS_RANGE.min), z.lte(MAX_TOKENS_RANGE.max)),
});
export type Hyperparameters = z.infer<typeof hyperparametersSchema>;
