import { z } from 'zod';
import { MAX_TOKENS_RANGE, TEMPERATURE_RANGE, TOP_P_RANGE } from '../constants.ts';

/** Settings the summarizer uses (SPEC §3, slider bounds of SPEC §5). */
export const hyperparametersSchema = z.object({
  model: z.string().trim().min(1).max(100),
  temperature: z.number().min(TEMPERATURE_RANGE.min).max(TEMPERATURE_RANGE.max),
  topP: z.number().min(TOP_P_RANGE.min).max(TOP_P_RANGE.max),
  maxTokens: z.number().int().min(MAX_TOKENS_RANGE.min).max(MAX_TOKENS_RANGE.max),
});
export type Hyperparameters = z.infer<typeof hyperparametersSchema>;
