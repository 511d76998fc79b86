// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleSighting, pageOfSightings } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { stubFetch } from '../../lib/testing/stub-fetch.ts';
import SearchPage from './search-page.tsx';

const found = pageOfSightings([
  exampleSighting({ id: 'first001', summary: 'Orange lights' }),
  exampleSighting({ id: 'second02', summary: 'More orange lights' }),
]);

/** An export's answer whose body the test writes piece by piece. */
function streamedAnswer(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (given) => void (controller = given) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const CSV_HEADERS = {
  'content-type': 'text/csv; charset=utf-8; header=present',
  'content-disposition': 'attachment; filename="skywatch-sightings-orange.csv"',
  'x-total-count': '2',
};

// The panel shows under the results once its code has loaded, which on a busy machine takes a while.
const findPanel = () => screen.findByRole('region', { name: 'Download these results' }, { timeout: 5000 });

describe('downloading the search results', () => {
  // The page loads the download's code once it has results: loaded here first, no test races its
  // transform on a busy machine.
  beforeAll(async () => {
    await import('./search-export.tsx');
  });
  const saved: Array<{ name: string; blob: Blob }> = [];
  beforeEach(() => {
    saved.length = 0;
    // jsdom neither makes object URLs nor downloads: record what would have been saved.
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const url = `blob:test/${blobs.size}`;
          blobs.set(url, blob);
          return url;
        },
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('streams the chosen format with the search request, shows progress and saves the file', async () => {
    const answer = streamedAnswer(CSV_HEADERS);
    const calls = stubFetch({ 'POST /sightings/search': { body: found }, 'POST /sightings/export': answer.response });
    renderScreen(<SearchPage />, { at: '/search?term=orange', path: '/search' });
    const panel = await findPanel();
    const user = userEvent.setup();
    expect(within(panel).getByRole('combobox', { name: 'Format' })).toHaveProperty('value', 'csv');
    // Keyboard only: focus the button and press Enter.
    within(panel).getByRole('button', { name: 'Download 2 sightings' }).focus();
    await user.keyboard('{Enter}');

    answer.write('\uFEFFid,summary\r\nfirst001,"Orange\r\nlights"\r\n');
    expect(await within(panel).findByText('Downloading... 1 of 2 sightings (0.0 MB)')).toBeDefined();
    expect(within(panel).getByRole('progressbar', { name: 'Download progress' }).getAttribute('aria-valuenow')).toBe(
      '1',
    );
    answer.write('second02,More orange lights\r\n');
    answer.end();
    expect(await within(panel).findByText('Downloaded 2 sightings.')).toBeDefined();

    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/sightings/export',
      body: { term: 'orange', hasMedia: false, excludeExplained: false, format: 'csv' },
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('skywatch-sightings-orange.csv');
    expect(await saved[0]!.blob.text()).toContain('second02,More orange lights');
  });

  it('sends the format chosen', async () => {
    const answer = streamedAnswer({ ...CSV_HEADERS, 'content-type': 'application/geo+json' });
    const calls = stubFetch({ 'POST /sightings/search': { body: found }, 'POST /sightings/export': answer.response });
    renderScreen(<SearchPage />, { at: '/search?term=orange', path: '/search' });
    const panel = await findPanel();
    const user = userEvent.setup();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Format' }), 'geojson');
    await user.click(within(panel).getByRole('button', { name: 'Download 2 sightings' }));
    answer.write('{"type":"FeatureCollection","licence":"CC BY 4.0","features":[\n]}\n');
    answer.end();
    expect(await within(panel).findByText('Downloaded 0 sightings.')).toBeDefined();
    expect(calls.at(-1)).toMatchObject({ body: { format: 'geojson' } });
  });

  it("shows the server's reason when the download is refused", async () => {
    stubFetch({
      'POST /sightings/search': { body: found },
      'POST /sightings/export': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many exports from your address.' },
      },
    });
    renderScreen(<SearchPage />, { at: '/search?term=orange', path: '/search' });
    const panel = await findPanel();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Download 2 sightings' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Could not download the sightings: Too many exports from your address.',
    );
    expect(saved).toEqual([]);
  });

  it('offers no download when nothing was found', async () => {
    stubFetch({ 'POST /sightings/search': { body: pageOfSightings([]) } });
    renderScreen(<SearchPage />, { at: '/search?term=orange', path: '/search' });
    expect(await screen.findByText('No Results Found')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Download these results' })).toBeNull();
  });
});
