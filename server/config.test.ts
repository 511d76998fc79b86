import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs one server process per core unless WORKERS says otherwise', () => {
    expect(loadConfig({}).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
  });

  it('groups reports within 50 km and 45 minutes into events unless told otherwise', () => {
    expect(loadConfig({}).events).toEqual({ distanceKm: 50, minutes: 45 });
    expect(loadConfig({ EVENT_DISTANCE_KM: '12.5', EVENT_MINUTES: '90' }).events).toEqual({
      distanceKm: 12.5,
      minutes: 90,
    });
    for (const environment of [{ EVENT_DISTANCE_KM: '0' }, { EVENT_DISTANCE_KM: 'far' }, { EVENT_MINUTES: '1.5' }]) {
      expect(() => loadConfig(environment)).toThrow(/EVENT_(DISTANCE_KM|MINUTES)/);
    }
  });

  it('reads public reads from the replicas in DATABASE_READ_URLS, which need the primary', () => {
    expect(loadConfig({}).readReplicas).toEqual({ urls: [], maxLagMs: 10_000 });
    const primary = { DATABASE_URL: 'postgres://db-1/skywatch' };
    const urls = 'postgres://db-2/skywatch, postgresql://db-3/skywatch';
    expect(
      loadConfig({ ...primary, DATABASE_READ_URLS: urls, DATABASE_READ_MAX_LAG_SECONDS: '2.5' }).readReplicas,
    ).toEqual({
      urls: ['postgres://db-2/skywatch', 'postgresql://db-3/skywatch'],
      maxLagMs: 2500,
    });
    expect(() => loadConfig({ DATABASE_READ_URLS: 'postgres://db-2/skywatch' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...primary, DATABASE_READ_URLS: 'mysql://db-2' })).toThrow(/DATABASE_READ_URLS/);
  });

  it('stops the start with every wrong variable named', () => {
    expect(() => loadConfig({ WORKERS: '0', PORT: 'x' })).toThrow(/WORKERS[\s\S]*PORT|PORT[\s\S]*WORKERS/);
  });
});

describe('the media store setting', () => {
  it('keeps media in DATA_DIR unless MEDIA_STORE=s3', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'local' });
  });

  it('reads the bucket, its address and keys for MEDIA_STORE=s3', () => {
    const config = loadConfig({
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'skywatch-media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.mediaStore).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'skywatch-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('names what is missing or wrong for S3 before the start', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET: MEDIA_STORE=s3 needs/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'Bad_Name' })).toThrow(/S3_BUCKET: a bucket name/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /set both, or neither/,
    );
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'not an address' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
