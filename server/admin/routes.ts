import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duplicateRoutes } from './duplicates/duplicate-routes.ts';
import type { DuplicateService } from './duplicates/duplicate-service.ts';
import type { FailedSignInLog } from './failed-sign-in-log.ts';
import type { HyperparameterService } from './hyperparameter-service.ts';
import type { ModerationService } from './moderation-service.ts';
import { moderationRoutes } from './moderation-routes.ts';
import type { PendingMedia } from '../media/pending-media.ts';
import { pendingMediaRoutes } from './pending-media-routes.ts';
import { staffGuard } from './staff-guard.ts';
import { systemRoutes } from './system-routes.ts';
import type { SystemService } from './system-service.ts';

export interface AdministrationDependencies {
  moderation: ModerationService;
  duplicates: DuplicateService;
  hyperparameters: HyperparameterService;
  system: SystemService;
  failedSignIns: FailedSignInLog;
  pendingMedia: PendingMedia;
}

/** Every /administration/* call (our moderation queue included), behind one guard. */
export const administrationRoutes: FastifyPluginAsyncZod<AdministrationDependencies> = async (app, dependencies) => {
  app.addHook('onRequest', staffGuard);
  await app.register(moderationRoutes, {
    moderation: dependencies.moderation,
    failedSignIns: dependencies.failedSignIns,
  });
  await app.register(pendingMediaRoutes, { pendingMedia: dependencies.pendingMedia });
  await app.register(duplicateRoutes, { duplicates: dependencies.duplicates });
  await app.register(systemRoutes, { system: dependencies.system, hyperparameters: dependencies.hyperparameters });
};
