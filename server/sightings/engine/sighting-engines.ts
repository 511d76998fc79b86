import type { DialectName } from '../../db/dialect.ts';
import { PostgresSightingEngine } from './postgres-sighting-engine.ts';
import type { SightingEngine } from './sighting-engine.ts';
import { SqliteSightingEngine } from './sqlite-sighting-engine.ts';

/** The engine of a database: the one place that picks by its dialect. */
export function sightingEngineFor(dialect: DialectName): SightingEngine {
  return dialect === 'postgres' ? new PostgresSightingEngine() : new SqliteSightingEngine();
}
