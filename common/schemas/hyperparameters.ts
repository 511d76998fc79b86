import { z } from 'zod';

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
  model: z.string().trim().min(1).max(100),
  temperature: z.number().min(TEMPERATURE_RANGE.min).max(TEMPERATURE_RANGE.max),
  topP: z.number().min(TOP_P_RANGE.min).max(TOP_P_RANGE.max),
  maxTokens: z.number().int().min(MAX_TOKENS_RANGE.min).max(MAX_TOKENS_RANGE.max),
});
export type Hyperparameters = z.infer<typeof hyperparametersSchema>;
