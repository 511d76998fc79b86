import type { Hyperparameters } from '../../common/schemas/hyperparameters.ts';

/**
 * Where the summarizer reads its settings (DESIGN §5: stored in the database, edited by staff); the
 * administration's HyperparameterService is one, falling back to the defaults of SPEC §9.
 */
export interface HyperparameterSource {
  current(): Promise<Hyperparameters>;
}
