import type { Hyperparameters } from '../../common/schemas/hyperparameters.ts';

/**
 * Where the summarizer reads its settings (stored in the database, edited by staff); the
 * administration's HyperparameterService is one, falling back to HYPERPARAMETER_DEFAULTS.
 */
export interface HyperparameterSource {
  current(): Promise<Hyperparameters>;
}
