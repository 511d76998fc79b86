import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { addressesUnder } from '../test/remote-addresses.ts';
import { bearer } from '../test/staff-factory.ts';
import { withStaffApp } from '../test/staff-app.ts';
import { testDialects } from '../test/test-database.ts';

const newAddress = addressesUnder('10.7');

describe.each(testDialects())('feedback on %s', (dialect) => {
  const staffApp = withStaffApp(dialect);
  const { tokens } = staffApp;

  const send = (payload: unknown, remoteAddress = newAddress()) =>
    injectAsBrowser(staffApp.test.app, {
      method: 'POST',
      url: `${API_BASE}/feedback`,
      payload: payload as object,
      remoteAddress,
    });
  const read = (page: number, size: number, headers: Record<string, string> = {}) =>
    staffApp.test.app.inject({ method: 'GET', url: `${API_BASE}/administration/feedback/${page}/${size}`, headers });
  const stored = async () =>
    staffApp.test.database.handle.db.selectFrom('feedback').selectAll().orderBy('seq').execute();

  describe('sending', () => {
    it('stores a message with its e-mail address and topic, and answers 201 with when it arrived', async () => {
      const before = Date.now();
      const response = await send({
        message: '  The map is great.\r\nCould the list show shapes too?  ',
        email: ' reader@example.org ',
        topic: 'ADVERTISING',
      });
      expect(response.statusCode).toBe(201);
      const { received } = response.json();
      expect(Date.parse(received)).toBeGreaterThanOrEqual(before - 1000);
      const rows = await stored();
      expect(rows.at(-1)).toMatchObject({
        message: 'The map is great.\nCould the list show shapes too?',
        email: 'reader@example.org',
        topic: 'ADVERTISING',
      });
    });

    it.each([
      ['no e-mail field', {}],
      ['an empty e-mail', { email: '' }],
      ['a blank e-mail', { email: '   ' }],
      ['a null e-mail', { email: null }],
    ])('takes a message with %s, stored without an address, as general feedback', async (_case, extra) => {
      const response = await send({ message: 'Thanks for the site!', ...extra });
      expect(response.statusCode).toBe(201);
      expect((await stored()).at(-1)).toMatchObject({ message: 'Thanks for the site!', email: null, topic: 'GENERAL' });
    });

    it.each([
      ['no message', { email: 'a@example.org' }, 'You must enter a message to send feedback.'],
      ['an empty message', { message: '' }, 'You must enter a message to send feedback.'],
      ['a message of spaces and invisible characters', { message: ' \u200b\n\t ' }, 'You must enter a message'],
      ['a message that is not text', { message: 42 }, 'You must enter a message to send feedback.'],
      ['a bad e-mail address', { message: 'Hi', email: 'not-an-address' }, 'Enter a valid e-mail address'],
      ['an unknown topic', { message: 'Hi', topic: 'COMPLAINT' }, 'Choose Feedback or Advertising.'],
      ['a message too long', { message: 'x'.repeat(4001) }, 'Your message must be at most 4000 characters.'],
      ['an e-mail too long', { message: 'Hi', email: `${'a'.repeat(250)}@example.org` }, 'at most 254 characters'],
    ])('refuses %s with 400 saying why, and stores nothing', async (_case, payload, message) => {
      const before = (await stored()).length;
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(response.json().message).toContain(message);
      expect((await stored()).length).toBe(before);
    });

    it('takes a message of exactly 4000 characters, even written in emoji escaped as JSON', async () => {
      const message = '🛸'.repeat(2000);
      const body = JSON.stringify({ message }).replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
      const response = await injectAsBrowser(staffApp.test.app, {
        method: 'POST',
        url: `${API_BASE}/feedback`,
        headers: { 'content-type': 'application/json' },
        payload: body,
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(201);
      expect((await stored()).at(-1)!.message).toBe(message);
    });

    it('refuses a body far past the longest message with 413 before reading it, and stores nothing', async () => {
      const before = (await stored()).length;
      const response = await send({ message: 'x'.repeat(40_000) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      expect((await stored()).length).toBe(before);
    });

    it('refuses feedback without the anti-forgery token', async () => {
      const response = await staffApp.test.app.inject({
        method: 'POST',
        url: `${API_BASE}/feedback`,
        payload: { message: 'Forged elsewhere' },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(403);
      expect((await stored()).some((row) => row.message === 'Forged elsewhere')).toBe(false);
    });

    it('allows 5 messages an hour from one address, then answers 429 saying why', async () => {
      const address = newAddress();
      for (let index = 0; index < 5; index += 1) {
        expect((await send({ message: `Note ${index}` }, address)).statusCode).toBe(201);
      }
      const refused = await send({ message: 'One too many' }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many feedback messages from your address\. Please try again in \d+ (minutes|hour)\.$/,
      );
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await stored()).some((row) => row.message === 'One too many')).toBe(false);
      expect((await send({ message: 'From elsewhere' })).statusCode).toBe(201);
    });
  });

  describe('reading', () => {
    it.each([
      ['no token', {}],
      ['an unknown token', bearer('x'.repeat(43))],
      ['an expired token', 'expired'],
    ] as const)('refuses a visitor with %s: 401, and no feedback in the answer', async (_case, headers) => {
      const response = await read(0, 10, typeof headers === 'string' ? bearer(tokens[headers]!) : headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect(response.body).not.toContain('Thanks for the site');
    });

    it.each(['admin', 'moderator'])('lets a %s read feedback, newest first', async (role) => {
      const response = await read(0, 100, bearer(tokens[role]!));
      expect(response.statusCode).toBe(200);
      const page = response.json();
      const rows = await stored();
      expect(page.totalElements).toBe(rows.length);
      expect(page.content.map((entry: { id: number }) => entry.id)).toEqual(
        rows.map((row) => Number(row.seq)).reverse(),
      );
      expect(page.content.at(-1)).toMatchObject({
        email: 'reader@example.org',
        topic: 'ADVERTISING',
        message: 'The map is great.\nCould the list show shapes too?',
      });
    });

    it('reads page by page in the shape of every paged answer', async () => {
      const total = (await stored()).length;
      const first = (await read(0, 2, bearer(tokens.admin!))).json();
      const second = (await read(1, 2, bearer(tokens.admin!))).json();
      expect(first).toMatchObject({ totalElements: total, totalPages: Math.ceil(total / 2), number: 0, size: 2 });
      expect(first.content).toHaveLength(2);
      expect(second.number).toBe(1);
      expect(second.content[0].id).toBeLessThan(first.content[1].id);
      const past = (await read(1000, 2, bearer(tokens.admin!))).json();
      expect(past).toMatchObject({ content: [], totalElements: total });
    });

    it.each([
      ['a size of 0', '0/0'],
      ['a size over 100', '0/101'],
      ['a negative page', '-1/10'],
      ['a page that is not a number', 'one/10'],
    ])('refuses %s with 400', async (_case, pageAndSize) => {
      const response = await staffApp.test.app.inject({
        method: 'GET',
        url: `${API_BASE}/administration/feedback/${pageAndSize}`,
        headers: bearer(tokens.admin!),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^params\.(page|size): /);
    });

    it('is described in the API documentation', async () => {
      const paths = (await staffApp.test.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
      expect(paths[`${API_BASE}/feedback`]).toHaveProperty('post');
      expect(paths[`${API_BASE}/administration/feedback/{page}/{size}`]).toHaveProperty('get');
    });
  });
});
