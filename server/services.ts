import type { ServiceLog } from './service-log.ts';
import { ActivityRepository } from './admin/activity-repository.ts';
import { AlertFeedReads } from './alerts/alert-feed-reads.ts';
import { AlertMailer } from './alerts/alert-mailer.ts';
import { AlertMatcher } from './alerts/alert-matcher.ts';
import { AlertOutboxRepository } from './alerts/alert-outbox-repository.ts';
import { AlertPush } from './alerts/alert-push.ts';
import { AlertRepository } from './alerts/alert-repository.ts';
import { AlertSender } from './alerts/alert-sender.ts';
import { ALERT_GUESSES, AlertService } from './alerts/alert-service.ts';
import { AlertTokenMaker } from './alerts/alert-tokens.ts';
import { DuplicateRepository } from './admin/duplicates/duplicate-repository.ts';
import { DuplicateService } from './admin/duplicates/duplicate-service.ts';
import { FailedSignInLog } from './admin/failed-sign-in-log.ts';
import { HyperparameterService } from './admin/hyperparameter-service.ts';
import { ModerationService } from './admin/moderation-service.ts';
import { ModerationStore } from './admin/moderation-store.ts';
import { SettingsRepository } from './admin/settings-repository.ts';
import { SystemRepository } from './admin/system-repository.ts';
import { SystemService } from './admin/system-service.ts';
import { LoginFailureRepository } from './auth/login-failure-repository.ts';
import { LoginLimiter } from './auth/login-limiter.ts';
import { TokenRepository } from './auth/token-repository.ts';
import { TokenService } from './auth/token-service.ts';
import { UserRepository } from './auth/user-repository.ts';
import { UserService } from './auth/user-service.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { ReadThreads } from './db/read-threads.ts';
import { FeedbackRepository } from './feedback/feedback-repository.ts';
import { FeedbackService } from './feedback/feedback-service.ts';
import { SightingFlagsRepository } from './import/sighting-flags-repository.ts';
import { createGeocodingService } from './geodata/geocoding-service.ts';
import { MediaRepository } from './sightings/media-repository.ts';
import { PhotoHashRepository } from './sightings/photo-hash-repository.ts';
import { LocalMediaStore } from './media/local-media-store.ts';
import type { MediaStore } from './media/media-store.ts';
import { S3MediaStore } from './media/s3-media-store.ts';
import { TemporaryUploads } from './media/temporary-uploads.ts';
import { UploadService } from './media/upload-service.ts';
import { PendingMedia } from './media/pending-media.ts';
import { reverseGeocoderOf } from './reports/place-lookup.ts';
import { ReportRepository } from './reports/report-repository.ts';
import { ReportService } from './reports/report-service.ts';
import { FOLLOW_GUESSES, FollowService } from './reports/follow-service.ts';
import { HttpError } from './http/errors.ts';
import { GuessLimiter } from './http/guess-limiter.ts';
import { RateLimitRepository } from './http/rate-limit-repository.ts';
import { BulkSightingRepository } from './sightings/bulk/bulk-repository.ts';
import { TimeRepairRepository } from './sightings/bulk/time-repair-repository.ts';
import { sightingEngineFor } from './sightings/engine/sighting-engines.ts';
import { EventGrouping } from './sightings/events/event-grouping.ts';
import { EventReads } from './sightings/events/event-reads.ts';
import { EventService } from './sightings/events/event-service.ts';
import { LiveSightingsHub } from './sightings/live/live-hub.ts';
import { PublicChangeLog } from './sightings/live/public-change-repository.ts';
import { StreamLimits } from './sightings/live/stream-limits.ts';
import { ExploreRepository } from './sightings/explore/explore-repository.ts';
import { ExploreService } from './sightings/explore/explore-service.ts';
import { PublicSightingReads } from './sightings/public-reads.ts';
import { VersionedCache } from './sightings/timeline/versioned-cache.ts';
import { exportBatchReads, SameThreadExportBatches } from './sightings/export/export-batch.ts';
import { ExportSlots } from './sightings/export/export-slots.ts';
import { SightingExportService } from './sightings/export/export-service.ts';
import { ExportWorkers } from './sightings/export/export-workers.ts';
import { SightingService } from './sightings/service.ts';
import { SourceReads } from './sightings/sources/source-reads.ts';
import { SightingSkyRepository } from './sightings/sky-repository.ts';
import { StaffSightingRepository } from './sightings/staff-repository.ts';
import { RocketLaunchRepository } from './sky/launches/launch-repository.ts';
import { LaunchSightings } from './sky/launches/launch-sightings.ts';
import { PassingSky } from './sky/passing-sky.ts';
import { SatelliteSkyService } from './sky/satellites/satellite-sky.ts';
import { SatelliteElementRepository } from './sky/satellites/element-repository.ts';
import { SkyService } from './sky/sky-service.ts';
import { LlmSummarizer } from './summaries/llm-summarizer.ts';
import { SummaryService } from './summaries/summary-service.ts';

/**
 * Every repository, store and service of one process, built once here: the server, its tests and every
 * command take them from this one place, so each repository, its remembered answers (one cache
 * keyed by the data's version) and its compiled queries exist once per process.
 */
export function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  log?: ServiceLog,
  /** The clock that sign-in limits read; tests hold it still to check a wait without racing it. */
  now: () => Date = () => new Date(),
) {
  const { db, dialect, readRouting } = database;
  // Public reads may go to a read replica (decision 0043); everything else reads and writes the primary.
  const readDb = database.readDb ?? db;
  const sightingEngine = sightingEngineFor(dialect);
  const events = new EventGrouping(sightingEngine, config.events);
  const cache = new VersionedCache(readDb, readRouting && (() => readRouting.routeName()));
  const publicSightings = new PublicSightingReads(readDb, sightingEngine, cache);
  const staffSightings = new StaffSightingRepository(db, sightingEngine, events);
  const bulkSightings = new BulkSightingRepository(db, sightingEngine, events);
  // SQLite runs a statement on the thread that asks: the explorer's long counts get threads of their own.
  const readThreads = database.location?.dialect === 'sqlite' ? new ReadThreads(database.location.file) : undefined;
  const explore = new ExploreService(
    new ExploreRepository(readDb, sightingEngine, cache, readThreads),
    publicSightings,
    config.exploreRowsLimit,
  );
  const sightings = new SightingService(publicSightings, staffSightings, explore);
  const sightingSkies = new SightingSkyRepository(db, sightingEngine);
  const satelliteElements = new SatelliteElementRepository(db, dialect);
  const rocketLaunches = new RocketLaunchRepository(db, dialect);
  const passingSky = new PassingSky({
    satellites: new SatelliteSkyService(satelliteElements),
    launchSightings: new LaunchSightings(rocketLaunches),
    elements: satelliteElements,
    launches: rocketLaunches,
  });
  const sky = new SkyService(sightingSkies, sightings, passingSky);
  // Idle until the app starts it (live-updates.ts); commands that build the services never do. It
  // reads what a change announced on the primary, where the change is, whoever's request woke it.
  const hubReads: Pick<SightingService, 'findPublic' | 'total'> = readRouting
    ? {
        findPublic: (id) => readRouting.onPrimary(() => sightings.findPublic(id)),
        total: () => readRouting.onPrimary(() => sightings.total()),
      }
    : sightings;
  const liveSightings = new LiveSightingsHub(new PublicChangeLog(db), hubReads, log);
  // The one place that picks where media live: DATA_DIR's folders, or a bucket (decision 0025).
  const media: MediaStore =
    config.mediaStore.kind === 's3' ? new S3MediaStore(config.mediaStore, log) : new LocalMediaStore(config.dataDir);
  const uploadFiles = { store: media, temporary: new TemporaryUploads(config.dataDir) };
  const hyperparameters = new HyperparameterService(new SettingsRepository(db));
  const loginFailures = new LoginFailureRepository(db);
  const userRepository = new UserRepository(db);
  const tokenRepository = new TokenRepository(db);
  const geocoding = createGeocodingService(config);
  const reportRepository = new ReportRepository(db, bulkSightings, staffSightings);
  const reports = new ReportService({
    repository: reportRepository,
    geocoder: reverseGeocoderOf(geocoding),
    siteName: config.siteName,
    log,
  });
  const activities = new ActivityRepository(db);
  const mediaRepository = new MediaRepository(db, sightingEngine);
  const moderationStore = new ModerationStore(db, sightingEngine, events, () => liveSightings.changed());
  const pendingMedia = new PendingMedia(media, mediaRepository);
  const moderation = new ModerationService(moderationStore, staffSightings, activities, media, sky);
  const follows = new FollowService({
    reports: reportRepository,
    activities,
    withdrawal: moderation,
    guesses: new GuessLimiter(new RateLimitRepository(db), FOLLOW_GUESSES),
  });
  const sightingExports = new SightingExportService(
    sightings,
    // Worker threads open the database on their own; one in memory is written on this thread.
    database.location
      ? new ExportWorkers(database.location)
      : new SameThreadExportBatches(exportBatchReads(db, sightingEngine)),
    config,
    new ExportSlots(config.exports),
  );
  const alerts = createAlerts(config, database, { sightings, log });
  const alertFeeds = new AlertFeedReads(db, sightingEngine, publicSightings);
  const llm = config.llmBaseUrl
    ? new LlmSummarizer({ baseUrl: config.llmBaseUrl, apiKey: config.llmApiKey, hyperparameters })
    : null;
  return {
    sightingEngine,
    publicSightings,
    staffSightings,
    bulkSightings,
    sightingSkies,
    timeRepairs: new TimeRepairRepository(db, sightingEngine, events),
    eventGrouping: events,
    events: new EventService(new EventReads(readDb, sightingEngine)),
    sightings,
    explore,
    sources: new SourceReads(readDb, sightingEngine, cache),
    sightingExports,
    /** Stops the worker threads the services started (they start again when needed). */
    closeThreads: async () => {
      await Promise.all([sightingExports.close(), readThreads?.close()]);
    },
    media,
    pendingMedia,
    geocoding,
    reports,
    uploads: new UploadService({ repository: mediaRepository, ...uploadFiles, permission: reports }),
    follows,
    // The follow link's uploads: the same pipeline and limits, opened by the follow token instead.
    followUploads: new UploadService({ repository: mediaRepository, ...uploadFiles, permission: follows }),
    summaries: new SummaryService(llm),
    tokens: new TokenService(userRepository, tokenRepository, new LoginLimiter(loginFailures, now)),
    users: new UserService(userRepository, tokenRepository),
    liveSightings,
    versionedCache: cache,
    liveStreamLimits: new StreamLimits(config.liveStreams),
    moderation,
    duplicates: new DuplicateService({
      store: moderationStore,
      reads: new DuplicateRepository(db, sightingEngine),
      sightings: staffSightings,
      files: media,
      log,
    }),
    photoHashes: new PhotoHashRepository(db),
    hyperparameters,
    system: new SystemService(new SystemRepository(database), staffSightings, dialect, config.siteName),
    failedSignIns: new FailedSignInLog(loginFailures),
    feedback: new FeedbackService(new FeedbackRepository(db)),
    sightingFlags: new SightingFlagsRepository(db),
    sky,
    ...alerts,
    alertFeeds,
    satelliteElements,
    rocketLaunches,
    passingSky,
  };
}

/** Alerts near me: the service the routes call, the sender every server process runs (decision 0040). */
function createAlerts(
  config: AppConfig,
  { db, dialect }: DatabaseHandle,
  { sightings, log }: { sightings: SightingService; log: ServiceLog | undefined },
) {
  const settings = new SettingsRepository(db);
  const repository = new AlertRepository(db, dialect);
  const rateLimits = new RateLimitRepository(db);
  const mailer = config.mail ? new AlertMailer(config.mail.smtpUrl, config.mail.from) : null;
  const senderAddress = config.mail?.from.match(/<([^>]+)>/)?.[1] ?? config.mail?.from;
  const push = new AlertPush(
    settings,
    senderAddress
      ? `mailto:${senderAddress}`
      : config.publicUrl?.startsWith('https:')
        ? config.publicUrl
        : 'mailto:alerts@localhost',
  );
  const alerts = new AlertService({
    alerts: repository,
    tokens: new AlertTokenMaker(settings),
    limits: rateLimits,
    guesses: new GuessLimiter(rateLimits, ALERT_GUESSES),
    mailer,
    pushPublicKey: () => push.publicKey(),
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    log,
  });
  const alertOutbox = new AlertOutboxRepository(db, dialect);
  const alertSender = new AlertSender({
    outbox: alertOutbox,
    alerts: repository,
    matcher: new AlertMatcher(repository),
    publicSighting: (id) =>
      sightings.byId(id).catch((error: unknown) => {
        // Not public (any more): nothing to tell. Any other failure is tried again.
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }),
    links: alerts,
    mailer,
    push,
    siteName: config.siteName,
    log,
  });
  return { alerts, alertSender, alertOutbox, alertRepository: repository };
}

export type Services = ReturnType<typeof createServices>;
