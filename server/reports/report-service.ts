import { daysBetween } from '../../common/display/variance.ts';
import { instantOfWallClock } from '../../common/display/zone-clock.ts';
import { occurredProblem, type ParsedReportRequest, type ReportAnswer } from '../../common/schemas/report.ts';
import { badRequest } from '../http/errors.ts';
import { newSightingId } from '../sightings/sighting-id.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { zoneAt } from '../geodata/time-zones.ts';
import type { ReverseGeocoder } from './place-lookup.ts';
import type { ReportRepository } from './report-repository.ts';
import {
  FOLLOW_TOKEN_LIFETIME_MS,
  hashReportToken,
  newReportToken,
  UPLOAD_TOKEN_LIFETIME_MS,
} from './report-tokens.ts';

/** A slow geocoder must not hold a report up: after this the place fields stay as sent. */
const PLACE_LOOKUP_TIMEOUT_MS = 4000;
const ID_ATTEMPTS = 5;

export interface ReportServiceOptions {
  repository: ReportRepository;
  geocoder: ReverseGeocoder;
  siteName: string;
  log?: { warn(details: object, message: string): void };
  now?: () => Date;
}

type PlaceFields = Pick<NewSighting, 'city' | 'region' | 'country' | 'iso2CountryCode' | 'formattedAddress'>;

/**
 * The instant of the sighting: as sent, or the date and time on the clocks of the place read in its
 * zone (the zone stored with it), whatever the zone of the witness's browser.
 */
function occurredOf(request: ParsedReportRequest, now: Date): string {
  if (request.occurred !== null) return request.occurred;
  const zone = zoneAt(request.latitude, request.longitude);
  if (!zone) throw badRequest('No time zone is known at this place: send occurred, with its offset.');
  const instant = instantOfWallClock(request.occurredLocal!, zone);
  if (!instant) throw badRequest('occurredLocal is not a date and time that exists on the calendar.');
  const problem = occurredProblem(instant.getTime(), now.getTime());
  if (problem) throw badRequest(problem);
  return instant.toISOString();
}

/** New reports: the server decides every field a visitor must not choose. */
export class ReportService {
  readonly #options: ReportServiceOptions;

  constructor(options: ReportServiceOptions) {
    this.#options = options;
  }

  async report(request: ParsedReportRequest): Promise<ReportAnswer> {
    const { repository } = this.#options;
    const now = (this.#options.now ?? (() => new Date()))();
    const submitted = now.toISOString();
    const occurred = occurredOf(request, now);
    const id = await this.#freshId();
    const place = await this.#place(request);
    const sighting: NewSighting = {
      id,
      type: 'Sighting',
      summary: request.summary,
      detailedDescription: request.detailedDescription,
      occurred,
      submitted,
      created: submitted,
      daysBetweenOccurrenceAndSubmission: daysBetween(new Date(occurred), now),
      locationName: request.locationName ?? request.address,
      address: request.address,
      ...place,
      latitude: request.latitude,
      longitude: request.longitude,
      timeZone: zoneAt(request.latitude, request.longitude),
      location: null,
      addressResolution: request.addressResolution,
      altitude: request.altitude,
      distance: request.distance,
      duration: request.duration,
      entityEncountered: request.entityEncountered,
      landingOccurred: request.landingOccurred,
      features: request.features,
      flightPath: request.flightPath,
      shape: request.shape,
      rating: '0',
      source: this.#options.siteName,
      status: 'PENDING',
      tags: request.tags,
      deleted: false,
      approved: false,
      importKey: null,
    };
    const upload = newReportToken();
    const follow = newReportToken();
    const expiresAfter = (lifetimeMs: number) => new Date(now.getTime() + lifetimeMs).toISOString();
    await repository.save(sighting, {
      upload: {
        hash: upload.hash,
        sightingId: id,
        created: submitted,
        expires: expiresAfter(UPLOAD_TOKEN_LIFETIME_MS),
      },
      follow: {
        hash: follow.hash,
        sightingId: id,
        created: submitted,
        expires: expiresAfter(FOLLOW_TOKEN_LIFETIME_MS),
      },
    });
    await repository.deleteExpiredTokens(submitted).catch((error: unknown) => {
      this.#options.log?.warn({ err: error }, 'expired upload tokens not swept');
    });
    const saved = await repository.findSaved(id);
    if (!saved) throw new Error(`report ${id} vanished after it was stored`);
    return { ...saved, uploadToken: upload.token, followToken: follow.token };
  }

  /** Whether `token` is this sighting's upload token and still open (an hour after the report). */
  mayUpload(sightingId: string, token: string): Promise<boolean> {
    const now = (this.#options.now ?? (() => new Date()))();
    return this.#options.repository.tokenIsValid(hashReportToken(token), sightingId, now.toISOString());
  }

  /** Checked once at start: upload tokens and follow links an older version left without their sighting go. */
  removeOrphanTokens(): Promise<number> {
    return this.#options.repository.removeOrphanTokens();
  }

  /** An id no stored sighting has; a clash among 2.8e12 values is rare, so a few tries suffice. */
  async #freshId(): Promise<string> {
    for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
      const id = newSightingId();
      if (!(await this.#options.repository.idExists(id))) return id;
    }
    throw new Error('no free sighting id found');
  }

  /** Fills the place parts the visitor left empty from the coordinates; a failed lookup fills nothing. */
  async #place(request: ParsedReportRequest): Promise<PlaceFields> {
    const sent: PlaceFields = {
      city: request.city,
      region: request.region,
      country: request.country,
      iso2CountryCode: request.iso2CountryCode,
      formattedAddress: request.address,
    };
    if (sent.city && sent.region && sent.country && sent.iso2CountryCode) return sent;
    const found = await this.#lookUp(request.latitude, request.longitude);
    if (!found) return sent;
    const code = found.country_code?.toUpperCase();
    return {
      city: sent.city ?? found.city ?? null,
      region: sent.region ?? found.state ?? null,
      country: sent.country ?? found.country ?? null,
      iso2CountryCode: sent.iso2CountryCode ?? (code && /^[A-Z]{2}$/.test(code) ? code : null),
      formattedAddress: sent.formattedAddress ?? found.displayName ?? null,
    };
  }

  async #lookUp(latitude: number, longitude: number) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), PLACE_LOOKUP_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.#options.geocoder.reverse(latitude, longitude), timeout]);
    } catch (error) {
      this.#options.log?.warn({ err: error }, 'reverse geocoding failed; report stored without it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
