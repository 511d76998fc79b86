import { API_BASE } from '../../common/api/api-paths.ts';
import { isCacheableRoute, READ_ONLY_POSTS, SAFE_METHODS } from './public-calls.ts';

/** What the hooks in front of a route make of it, which its own schema does not say. */
export interface OperationFacts {
  /** Validates params, a query or a body, so bad input is a 400. */
  takesInput: boolean;
  /** Changes data: the anti-forgery check applies. */
  changing: boolean;
  /** Staff only, with a bearer token. */
  staff: boolean;
  /** Staff may send a token and see more (pending sightings). */
  staffSeesMore: boolean;
  rateLimited: boolean;
  /** A public read whose answers carry an ETag and may be answered 304. */
  cacheable: boolean;
}

const STAFF_PREFIX = `${API_BASE}/administration/`;
const BEARER_ROUTES = new Set([`${API_BASE}/token/revoke`]);
const STAFF_SEES_MORE = new Set([`${API_BASE}/sightings/by-id/:id`]);

interface RouteSeen {
  method: string | string[];
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
  config?: { rateLimit?: unknown };
}

/** The facts of one route, as its method, address, schema and config give them. */
export function operationFacts(route: RouteSeen): OperationFacts {
  const method = [route.method].flat()[0]!.toUpperCase();
  const schema = route.schema ?? {};
  const changing = !SAFE_METHODS.has(method) && !READ_ONLY_POSTS.has(route.url);
  const staff = route.url.startsWith(STAFF_PREFIX) || BEARER_ROUTES.has(route.url);
  const rateLimited = Boolean(route.config?.rateLimit);
  return {
    takesInput: Boolean(schema.params ?? schema.querystring ?? schema.body),
    changing,
    staff,
    staffSeesMore: STAFF_SEES_MORE.has(route.url),
    rateLimited,
    cacheable: isCacheableRoute(method, route.url, rateLimited),
  };
}

/** `/a/:id` as OpenAPI writes it, `/a/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}
