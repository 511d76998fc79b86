import {
  HYPERPARAMETER_DEFAULTS,
  hyperparametersSchema,
  type Hyperparameters,
} from '../../common/schemas/hyperparameters.ts';
import type { SettingsRepository } from './settings-repository.ts';

const SETTINGS_KEY = 'hyperparameters';

/** The summarizer's settings: they persist in the database and are what it uses. */
export class HyperparameterService {
  readonly #settings: SettingsRepository;

  constructor(settings: SettingsRepository) {
    this.#settings = settings;
  }

  /** The stored values, or HYPERPARAMETER_DEFAULTS when none (or none readable) are stored. */
  async current(): Promise<Hyperparameters> {
    const stored = await this.#settings.get(SETTINGS_KEY);
    if (stored === null) return { ...HYPERPARAMETER_DEFAULTS };
    try {
      const parsed = hyperparametersSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : { ...HYPERPARAMETER_DEFAULTS };
    } catch {
      return { ...HYPERPARAMETER_DEFAULTS };
    }
  }

  /** Stores all four at once, as the sliders send them, and answers what is now stored. */
  async update(values: Hyperparameters): Promise<Hyperparameters> {
    await this.#settings.put(SETTINGS_KEY, JSON.stringify(hyperparametersSchema.parse(values)));
    return this.current();
  }
}
