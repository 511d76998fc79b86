import { z } from 'zod';
import { apiPaths } from '../../common/api/api-paths.ts';
import { homeViewOfAddress } from '../../common/pages/home-address.ts';
import { PAGES } from '../../common/pages/page-table.ts';
import { DEFAULT_LIST_STATE, listStateSchema, SAVED_STATE_COOKIES, type ListState } from '../../common/saved-state.ts';
import { DEFAULT_MAP_PAGE_SIZE } from '../../common/schemas/common-fields.ts';
import { sightingListSchema, sightingSchema, type Sighting } from '../../common/schemas/sighting.ts';
import { followedReportSchema, type FollowedReport } from '../../common/schemas/follow.ts';
import { sightingEventSchema } from '../../common/schemas/event.ts';
import { HttpError } from '../http/errors.ts';
import type { EventService } from '../sightings/events/event-service.ts';
import type { SightingService } from '../sightings/service.ts';

/**
 * API answers served inside a screen's page, keyed by the API path the web app would ask
 * (web/lib/page-data.ts reads them): the screen's largest text then paints without waiting for a
 * round trip after the app starts. Only public reads that are the same for every visitor.
 */
export type PageAnswers = Record<string, unknown>;

export const PAGE_DATA_ELEMENT_ID = 'skywatch-page-data';

/** The list page the web app opens on: the saved one, or the first when the cookie is absent or bad. */
export function savedListPage(cookie: string | undefined): ListState {
  try {
    const parsed = listStateSchema.safeParse(JSON.parse(cookie ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the web app falls back to the first page too.
  }
  return DEFAULT_LIST_STATE;
}

interface PageDataRequest {
  /** Normalised page path, e.g. '/ufo-sighting-list'. */
  pathname: string;
  /** The page address's query parameters. */
  search: URLSearchParams;
  cookies: Record<string, string | undefined>;
  /** A /sighting/{id} page's id as the web app reads it from the path, and the public sighting (read
   * for the share tags already). */
  sightingPage?: { id: string; sighting: Sighting } | undefined;
  /** A /follow/{token} page's token and the report it follows (read to choose the page's status already). */
  followPage?: FollowPageData | undefined;
}

export interface FollowPageData {
  token: string;
  followed: FollowedReport;
}

/** The public reads the pages' answers come from. */
export interface PageDataReads {
  sightings: SightingService;
  events: EventService;
}

/**
 * Each call as [API path, answer as the API would encode it]; a call that fails, or has no answer to
 * give (undefined), is left to the app.
 */
type Call = [string, () => Promise<unknown>];

function callsFor(request: PageDataRequest, reads: PageDataReads): Call[] {
  const { sightings } = reads;
  const calls = screenCalls(request, reads);
  // A first-time visitor is shown the latest sighting (the new-sighting notice); a known one is
  // only checked, which shows nothing: the check is answered here too, so the app starts with no call.
  const knownId = request.cookies[SAVED_STATE_COOKIES.lastSighting];
  if (knownId) {
    const path = apiPaths.sightingById(knownId);
    if (!calls.some(([callPath]) => callPath === path)) {
      calls.push([
        path,
        // Gone or hidden: left out, so the app's own call finds that and falls back to the latest.
        () => sightings.findPublic(knownId).then((known) => (known ? z.encode(sightingSchema, known) : undefined)),
      ]);
    }
  } else {
    calls.push([
      apiPaths.latestSighting,
      () =>
        sightings.latest().then(
          (latest) => z.encode(sightingSchema, latest),
          // No sighting yet: the app's own call finds none too.
          (error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 404) return undefined;
            throw error;
          },
        ),
    ]);
  }
  return calls;
}

function screenCalls(
  { pathname, search, cookies, sightingPage, followPage }: PageDataRequest,
  { sightings, events }: PageDataReads,
): Call[] {
  if (followPage) {
    const { token, followed } = followPage;
    return [[apiPaths.followedReport(token), async () => z.encode(followedReportSchema, followed)]];
  }
  const total: Call = [apiPaths.totalSightings, () => sightings.total()];
  if (pathname === PAGES.list.path) {
    const { page, size } = savedListPage(cookies[SAVED_STATE_COOKIES.list]);
    return [
      [
        apiPaths.sightingsPage(page, size),
        async () => z.encode(sightingListSchema, await sightings.page({ page, size })),
      ],
      total,
    ];
  }
  if (pathname === PAGES.home.path) {
    // A saved view, or one the address names, asks by the bounds of the visitor's screen, which only
    // the browser knows.
    if (cookies[SAVED_STATE_COOKIES.map] === 'true' || homeViewOfAddress(search)) return [total];
    const latest: Call = [
      apiPaths.sightingsPage(0, DEFAULT_MAP_PAGE_SIZE),
      async () => z.encode(sightingListSchema, await sightings.page({ page: 0, size: DEFAULT_MAP_PAGE_SIZE })),
    ];
    return [latest, total];
  }
  if (sightingPage) {
    const { id, sighting } = sightingPage;
    // Previous and Next ask for their neighbours as the page starts; null (the API's 204) at either end.
    const adjacent = (direction: 'previous' | 'next'): Call => [
      apiPaths.adjacentSighting(direction, id),
      async () => {
        const neighbour = await sightings.adjacent(id, direction);
        return neighbour ? z.encode(sightingSchema, neighbour) : null;
      },
    ];
    const calls: Call[] = [
      [apiPaths.sightingById(id), async () => z.encode(sightingSchema, sighting)],
      adjacent('previous'),
      adjacent('next'),
    ];
    // /event/{id} shows the event below the sighting: its reports come with the page too.
    if (pathname.startsWith('/event/')) {
      calls.push([apiPaths.sightingEvent(id), async () => z.encode(sightingEventSchema, await events.byMemberId(id))]);
    }
    return calls;
  }
  return [];
}

export async function pageAnswers(
  request: PageDataRequest,
  reads: PageDataReads,
  onError: (error: unknown) => void,
): Promise<PageAnswers> {
  const answers: PageAnswers = {};
  await Promise.all(
    callsFor(request, reads).map(async ([path, answer]) => {
      try {
        const data = await answer();
        if (data !== undefined) answers[path] = data;
      } catch (error) {
        onError(error);
      }
    }),
  );
  return answers;
}

// In a script element only '</script' or '<!--' could end the data early; escaping every '<' (and '>'
// and '&' for good measure) as a JSON \u escape rules both out, and JSON.parse reads the text back.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** The answers as a data block: not executed, so the Content-Security-Policy allows it. */
export function pageDataScript(answers: PageAnswers): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers).replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
