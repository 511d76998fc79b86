import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { MediaStore } from '../media/media-store.ts';
import { SightingRepository } from '../sightings/repository.ts';
import { LoginFailureRepository } from '../auth/login-failure-repository.ts';
import { ActivityRepository } from './activity-repository.ts';
import { FailedSignInLog } from './failed-sign-in-log.ts';
import { HyperparameterService } from './hyperparameter-service.ts';
import { ModerationService } from './moderation-service.ts';
import { ModerationStore } from './moderation-store.ts';
import type { AdministrationDependencies } from './routes.ts';
import { SettingsRepository } from './settings-repository.ts';
import { SystemRepository } from './system-repository.ts';
import { SystemService } from './system-service.ts';

/** The services behind the administration calls, built on one database. */
export function createAdministration(config: AppConfig, { db, dialect }: DatabaseHandle): AdministrationDependencies {
  return {
    moderation: new ModerationService(
      new ModerationStore(db, dialect),
      new SightingRepository(db, dialect),
      new ActivityRepository(db),
      new MediaStore(config.dataDir),
    ),
    hyperparameters: new HyperparameterService(new SettingsRepository(db)),
    system: new SystemService(new SystemRepository(db, dialect), dialect, config.siteName),
    failedSignIns: new FailedSignInLog(new LoginFailureRepository(db)),
  };
}
