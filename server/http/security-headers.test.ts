import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const TEMPLATE = '<!doctype html><html><head><title>Skywatch</title></head><body><div id="root"></div></body></html>';

describe('security headers', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'skywatch-headers-web-'));
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'index-abc.js'), 'console.log(1);');
    direct = await buildTestApp('sqlite', {}, { webRoot });
    proxied = await buildTestApp('sqlite', { TRUST_PROXY: 'true' }, { webRoot });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('refuses framing in X-Frame-Options as the policy does (DENY, frame-ancestors none)', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS only over HTTPS: a trusted proxy saying so, never over plain HTTP nor on an untrusted word', async () => {
    const plain = await direct.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await direct.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await proxied.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const proxiedPlain = await proxied.app.inject({ method: 'GET', url: '/healthz' });
    expect(proxiedPlain.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends immutable assets without the anti-forgery cookie, so a CDN may keep them, and pages with it', async () => {
    const asset = await direct.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['set-cookie']).toBeUndefined();
    const page = await direct.app.inject({ method: 'GET', url: '/' });
    expect(page.cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
  });
});
