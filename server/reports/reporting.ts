import { HyperparameterService } from '../admin/hyperparameter-service.ts';
import { SettingsRepository } from '../admin/settings-repository.ts';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { GeocodingService } from '../geodata/geocoding-service.ts';
import { MediaRepository } from '../media/media-repository.ts';
import { MediaStore } from '../media/media-store.ts';
import { UploadService } from '../media/upload-service.ts';
import { SightingRepository } from '../sightings/repository.ts';
import type { HyperparameterSource } from '../summaries/hyperparameter-source.ts';
import { LlmSummarizer } from '../summaries/llm-summarizer.ts';
import { SummaryService } from '../summaries/summary-service.ts';
import { reverseGeocoderOf } from './place-lookup.ts';
import { ReportRepository } from './report-repository.ts';
import { ReportService } from './report-service.ts';

export interface Reporting {
  reports: ReportService;
  uploads: UploadService;
  summaries: SummaryService;
  /** DATA_DIR/media, served under /media. */
  mediaRoot: string;
}

/** Builds the services behind the report wizard: reports, their media uploads and summaries. */
export function createReporting(options: {
  config: AppConfig;
  database: DatabaseHandle;
  geocoding: Pick<GeocodingService, 'reverse'>;
  hyperparameters?: HyperparameterSource;
  log?: { warn(details: object, message: string): void };
}): Reporting {
  const { config, database } = options;
  const sightings = new SightingRepository(database.db, database.dialect);
  const reports = new ReportService({
    repository: new ReportRepository(database.db, sightings),
    geocoder: reverseGeocoderOf(options.geocoding),
    siteName: config.siteName,
    log: options.log,
  });
  const store = new MediaStore(config.dataDir);
  const uploads = new UploadService({
    repository: new MediaRepository(database.db, database.dialect),
    store,
    permission: reports,
  });
  const hyperparameters = options.hyperparameters ?? new HyperparameterService(new SettingsRepository(database.db));
  const llm = config.llmBaseUrl
    ? new LlmSummarizer({ baseUrl: config.llmBaseUrl, apiKey: config.llmApiKey, hyperparameters })
    : null;
  return { reports, uploads, summaries: new SummaryService(llm), mediaRoot: store.publicRoot };
}
