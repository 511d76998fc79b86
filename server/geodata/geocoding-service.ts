import type { NominatimPlace, ReverseAnswer } from '../../common/schemas/geodata.ts';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { NominatimClient, UpstreamError } from './nominatim-client.ts';
import * as gazetteer from './offline-geocoder.ts';

export type GeocoderMode = AppConfig['geocoder'];

export interface Geocoded<T> {
  answer: T;
  /** Who answered: the upstream service or the offline gazetteer. */
  source: 'upstream' | 'offline';
  /** Set when 'auto' passed over a failing upstream: why. */
  fallbackReason?: string;
}

/**
 * GEOCODER decides who answers: 'offline' the built-in gazetteer only; 'nominatim' the
 * upstream only, its failure a 503; 'auto' the upstream, and the gazetteer when it fails, times out,
 * is unreachable or busy.
 */
export class GeocodingService {
  readonly mode: GeocoderMode;
  readonly #upstream: NominatimClient | undefined;

  constructor(mode: GeocoderMode, upstream?: NominatimClient) {
    if (mode !== 'offline' && !upstream) throw new Error(`GEOCODER=${mode} needs an upstream client`);
    this.mode = mode;
    this.#upstream = upstream;
  }

  search(query: string, limit: number): Promise<Geocoded<NominatimPlace[]>> {
    return this.#ask(
      (upstream) => upstream.search(query, limit),
      () => gazetteer.geocode(query, limit),
    );
  }

  reverse(latitude: number, longitude: number): Promise<Geocoded<ReverseAnswer>> {
    return this.#ask(
      (upstream) => upstream.reverse(latitude, longitude),
      () => gazetteer.reverse(latitude, longitude),
    );
  }

  async #ask<T>(fromUpstream: (upstream: NominatimClient) => Promise<T>, fromGazetteer: () => T): Promise<Geocoded<T>> {
    if (this.mode === 'offline' || !this.#upstream) return { answer: fromGazetteer(), source: 'offline' };
    try {
      return { answer: await fromUpstream(this.#upstream), source: 'upstream' };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (this.mode === 'nominatim') {
        throw new HttpError(503, `The geocoding service is unavailable: ${error.message}. Please try again shortly.`);
      }
      return { answer: fromGazetteer(), source: 'offline', fallbackReason: error.message };
    }
  }
}

export function createGeocodingService(config: AppConfig): GeocodingService {
  if (config.geocoder === 'offline') return new GeocodingService('offline');
  const upstream = new NominatimClient({
    baseUrl: config.geocoderUrl,
    userAgent: `${config.siteName} (self-hosted)`,
    // Each server process keeps its own pace: together they stay at one request a second.
    minIntervalMs: 1000 * config.workers,
  });
  return new GeocodingService(config.geocoder, upstream);
}
