// Generated from the served OpenAPI document by openapi-typescript (arrayLength on): `npm run api-client` writes it again.
// Do not edit by hand; generated-client.test.ts fails when it no longer matches the document.
export interface paths {
  '/api/v1/sightings/by-id/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One sighting by its id */
    get: operations['getSightingById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/by-page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the newest public sightings */
    get: operations['listSightings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/by-lat-lng-bounds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The newest public sightings in a map box
     * @description The newest public sightings in the box. The filters, all optional, narrow them as they narrow the clusters, histogram and facets; a crowded view filtered where no index helps is refused with a 400.
     */
    get: operations['listSightingsInBounds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/clusters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Clusters of the public sightings in a map view
     * @description Public sightings in the cells of the view that match the filters.
     */
    get: operations['getSightingClusters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/histogram': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The public sightings of a map view over time
     * @description Public sightings in the cells of the view that match the filters.
     */
    get: operations['getSightingHistogram'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/facets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Shapes, countries and hours of the public sightings in a map view
     * @description Public sightings in the cells of the view that match the filters.
     */
    get: operations['getSightingFacets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/total-sightings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many public sightings there are */
    get: operations['countSightings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the public sightings, as a link
     * @description The search as a link that can be shared, cached and opened in a browser: the same criteria as the POST search, as query parameters (switches as true or false), answering exactly what it answers.
     */
    get: operations['searchSightingsByLink'];
    put?: never;
    /** Search the public sightings */
    post: operations['searchSightings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/latest-sighting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest public sighting */
    get: operations['getLatestSighting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/previous-sighting/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The previous public sighting on the timeline
     * @description The previous public sighting on the timeline; 204 when there is none.
     */
    get: operations['getPreviousSighting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/next-sighting/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The next public sighting on the timeline
     * @description The next public sighting on the timeline; 204 when there is none.
     */
    get: operations['getNextSighting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Public changes as they happen (server-sent events)
     * @description Server-sent events. The first, of type "position", carries as its id (and data) the place in the log the stream starts from. Then each sighting as it becomes public or is changed while public, each one withdrawn, and "refreshed" after many changed at once, each with the public count after it. The event id is the change's place in the log: a client reconnecting with Last-Event-ID gets what it missed in the last hour. A comment keeps idle streams open every 25 s. Streams are limited per address and in all (429).
     */
    get: operations['streamSightingChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a sighting
     * @description Reports a sighting. It is stored pending review; the answer carries an uploadToken for its media (60 minutes).
     */
    post: operations['reportSighting'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/summarize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suggest a summary for a report
     * @description Summarizes a detailed description in one line of at most 256 characters, answered as text/plain. Body: {"detailedDescription": "..."}, or the description itself as a JSON string or text/plain.
     */
    post: operations['summarizeReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/upload/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a photo or video to a new report
     * @description Adds one media file to a new report: multipart field 'file', header X-Upload-Token from the report's answer. At most 10 files of at most 10 MB each; the type is decided by the bytes.
     */
    post: operations['uploadSightingMedia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/follow/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A witness's own report, by its follow link
     * @description The report a follow link opens, and where it stands: received, in-review, published (with its page), not-published (with the staff's reason) or withdrawn. A wrong or expired token is a 404.
     */
    get: operations['getFollowedReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/follow/{token}/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a photo or video to a witness's own report
     * @description Adds one media file to the followed report while it is pending: multipart field 'file', with the report wizard's limits (at most 10 files of at most 10 MB each; the type is decided by the bytes).
     */
    post: operations['addFollowedReportMedia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/follow/{token}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw a witness's own report
     * @description Withdraws the followed report while it is pending: it leaves the moderation queue for good (logged as WITHDRAWN_SIGHTING). Answers where it stands now; 409 once staff have approved or deleted it.
     */
    post: operations['withdrawFollowedReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export the results of a search as a file, as a link
     * @description Exports every sighting the search lists (all pages, newest first; page and size play no part) as a file to download: format csv (RFC 4180, UTF-8 with a byte order mark, a licence column), json ({licence, sightings}) or geojson (a FeatureCollection with a licence member). Each sighting carries its permalink. Streamed as it is read; the x-total-count header says how many the search counts. Licence: CC BY 4.0. At most 10 an hour from one address, the POST and GET forms together.
     */
    get: operations['exportSightingsByLink'];
    put?: never;
    /**
     * Export the results of a search as a file
     * @description Exports every sighting the search lists (all pages, newest first; page and size play no part) as a file to download: format csv (RFC 4180, UTF-8 with a byte order mark, a licence column), json ({licence, sightings}) or geojson (a FeatureCollection with a licence member). Each sighting carries its permalink. Streamed as it is read; the x-total-count header says how many the search counts. Licence: CC BY 4.0. At most 10 an hour from one address, the POST and GET forms together.
     */
    post: operations['exportSightings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The event a sighting belongs to
     * @description The event a public sighting is one report of: every public report close to another of the group in place and time, earliest first.
     */
    get: operations['getSightingEvent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/geodata/country/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Country names by ISO 3166 code */
    get: operations['listCountryCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/geodata/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Places matching an address
     * @description Places matching an address, best first, as Nominatim /search answers.
     */
    get: operations['geocodeAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/geodata/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The place at a point
     * @description The place at a point, as Nominatim /reverse answers; {error: 'Unable to geocode'} when none.
     */
    get: operations['reverseGeocode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/token/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in: a bearer token for a staff member
     * @description Signs a staff member in. Failed attempts are limited per e-mail and per address (429 + Retry-After).
     */
    post: operations['generateToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/token/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a token is still valid */
    post: operations['validateToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/token/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: revoke the bearer token
     * @description Signs out: revokes the bearer token of the call. Revoking a dead token is fine too.
     */
    post: operations['revokeToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/sighting/exists/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a sighting exists, in any state
     * @description Any sighting, pending included, that is not deleted.
     */
    get: operations['sightingExists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/update/sighting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit, approve or reject a sighting
     * @description Saves the edit view; approving makes the sighting public at once. Logged as UPDATED_SIGHTING.
     */
    post: operations['updateSighting'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/delete/sighting/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a sighting
     * @description Soft delete, logged as DELETED_SIGHTING; false when there is no such sighting. The body may be empty, or give the reason a pending report is not published: {"reason": "..."}, which its witness reads.
     */
    post: operations['deleteSighting'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/sightings/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reports waiting for review
     * @description The moderation queue: pending reports, oldest first.
     */
    get: operations['listPendingSightings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/activities/{page}/{size}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Staff activity, newest first
     * @description Staff activity, newest first.
     */
    get: operations['listActivities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/failed-sign-ins/{page}/{size}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Failed sign-ins, newest first
     * @description Failed sign-ins to staff accounts (wrong passwords, attempts slowed down), newest first.
     */
    get: operations['listFailedSignIns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/duplicates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reports a report may repeat
     * @description The reports stored before this one that it may repeat, most likely first, each with a confidence (0–1) and what matched: the same place and time, near-identical text, a photo with (nearly) the same perceptual hash. Pairs staff kept both of are left out.
     */
    get: operations['findDuplicates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/merge/sighting/{id}/into/{targetId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merge a report into the one it repeats
     * @description Merges a resent report into the report it repeats: its media move to the target (files included), it is deleted, and the activity log records MERGED_SIGHTING. All or nothing. Answers the target. 400 for merging a sighting into itself, 404 when either is unknown or deleted, 409 when the target would hold more than 10 files.
     */
    post: operations['mergeSighting'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/keep/sighting/{id}/and/{otherId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Keep two similar reports apart
     * @description Staff keep both reports: neither is offered as the other’s duplicate again. Answers true; saying it twice changes nothing.
     */
    post: operations['keepBothSightings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/system/uptime': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The server's uptime
     * @description The server's uptime as plain text.
     */
    get: operations['getUptime'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/system/information': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Server, runtime and database facts
     * @description Server, runtime and database facts as plain text.
     */
    get: operations['getSystemInformation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/hyperparameters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tunable settings */
    get: operations['getHyperparameters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/update/hyperparameters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the tunable settings */
    post: operations['updateHyperparameters'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/administration/feedback/{page}/{size}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Feedback received, newest first
     * @description Feedback sent with the built-in form, newest first.
     */
    get: operations['listFeedback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send feedback about the site
     * @description Sends feedback to the staff: a message (required, at most 4000 characters), an e-mail address for an answer (optional) and a topic (GENERAL or ADVERTISING). At most 5 an hour from one address.
     */
    post: operations['sendFeedback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sky': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The sky at a place and time
     * @description The Sun, Moon, planets and bright stars at a place and instant, and the bright bodies a light in the sky could have been.
     */
    get: operations['getSky'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sightings/sky/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The sky at a sighting
     * @description The sky at a public sighting's place and time (a pending one too, for staff), its candidates weighed against the report; 404 when the sighting is unknown, not public or has no coordinates.
     */
    get: operations['getSightingSky'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiError: {
      statusCode: number;
      error: string;
      message: string;
      details?: {
        field: string;
        message: string;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The version of the public data the answer was made from; send it back in If-None-Match. */
    ETag: string;
    /** @description How long caches may keep the answer, and serve it stale while they ask again. */
    'Cache-Control': string;
    /** @description How many calls the window allows from one address. */
    'X-RateLimit-Limit': number;
    /** @description How many calls are left in the window. */
    'X-RateLimit-Remaining': number;
    /** @description Seconds until the window starts afresh. */
    'X-RateLimit-Reset': number;
    /** @description Seconds to wait before calling again. */
    'Retry-After': number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getSightingById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  listSightings: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
          }[];
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listSightingsInBounds: {
    parameters: {
      query?: {
        /** @example -125 */
        swLng?: number;
        /** @example 24 */
        swLat?: number;
        /** @example -66 */
        neLng?: number;
        /** @example 50 */
        neLat?: number;
        size?: number;
        /** @example 2020-01-01 */
        fromDate?: string;
        /** @example 2024-12-31 */
        toDate?: string;
        /** @example lights */
        term?: string;
        hasMedia?: 'true' | 'false';
        shape?: string;
        country?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
          }[];
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getSightingClusters: {
    parameters: {
      query?: {
        /** @example -125 */
        swLng?: number;
        /** @example 24 */
        swLat?: number;
        /** @example -66 */
        neLng?: number;
        /** @example 50 */
        neLat?: number;
        /** @example 2020-01-01 */
        fromDate?: string;
        /** @example 2024-12-31 */
        toDate?: string;
        /** @example lights */
        term?: string;
        hasMedia?: 'true' | 'false';
        shape?: string;
        country?: string;
        zoom?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clusters: {
              latitude: number;
              longitude: number;
              count: number;
              id?: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSightingHistogram: {
    parameters: {
      query?: {
        /** @example -125 */
        swLng?: number;
        /** @example 24 */
        swLat?: number;
        /** @example -66 */
        neLng?: number;
        /** @example 50 */
        neLat?: number;
        /** @example 2020-01-01 */
        fromDate?: string;
        /** @example 2024-12-31 */
        toDate?: string;
        /** @example lights */
        term?: string;
        hasMedia?: 'true' | 'false';
        shape?: string;
        country?: string;
        interval?: 'year' | 'month';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            buckets: {
              period: string;
              count: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSightingFacets: {
    parameters: {
      query?: {
        /** @example -125 */
        swLng?: number;
        /** @example 24 */
        swLat?: number;
        /** @example -66 */
        neLng?: number;
        /** @example 50 */
        neLat?: number;
        /** @example 2020-01-01 */
        fromDate?: string;
        /** @example 2024-12-31 */
        toDate?: string;
        /** @example lights */
        term?: string;
        hasMedia?: 'true' | 'false';
        shape?: string;
        country?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shapes: {
              value: string;
              count: number;
            }[];
            countries: {
              value: string;
              count: number;
            }[];
            hours: [
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
            ];
            months: [number, number, number, number, number, number, number, number, number, number, number, number];
            total: number;
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  countSightings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': number;
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  searchSightingsByLink: {
    parameters: {
      query: {
        /** @example 2020-01-01 */
        fromDate?: string;
        /** @example 2024-12-31 */
        toDate?: string;
        /** @example lights */
        term: string;
        hasMedia?: 'true' | 'false';
        excludeExplained?: 'true' | 'false';
        page?: number;
        size?: number;
        oneResultPerEvent?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            content: {
              id: string;
              type: string | null;
              summary: string | null;
              detailedDescription: string | null;
              /** Format: date-time */
              occurred: string;
              /** Format: date-time */
              submitted: string;
              /** Format: date-time */
              created: string;
              daysBetweenOccurrenceAndSubmission: number;
              locationName: string | null;
              address: string | null;
              formattedAddress: string | null;
              city: string | null;
              region: string | null;
              country: string | null;
              iso2CountryCode: string | null;
              latitude: number | null;
              longitude: number | null;
              timeZone: string | null;
              location: string | null;
              point: {
                /** @enum {string} */
                type: 'Point';
                coordinates: [number, number];
              } | null;
              /** @enum {string|null} */
              addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
              altitude: string | null;
              distance: string | null;
              duration: string | null;
              entityEncountered: boolean;
              landingOccurred: boolean;
              features: string | null;
              flightPath: string | null;
              shape: string | null;
              rating: string | null;
              source: string | null;
              status: string | null;
              tags: string[];
              media: string[];
              deleted: boolean;
              approved: boolean;
              eventId: string;
              eventSize: number;
            }[];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
            othersInEvent?: {
              [key: string]: number;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  searchSightings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "term": "lights",
         *       "fromDate": "2020-01-01",
         *       "toDate": "2024-12-31",
         *       "hasMedia": false,
         *       "page": 0,
         *       "size": 10
         *     }
         */
        'application/json': {
          /** Format: date */
          fromDate?: string;
          /** Format: date */
          toDate?: string;
          term: string;
          /** @default false */
          hasMedia?: boolean;
          /** @default false */
          excludeExplained?: boolean;
          /** @default 0 */
          page?: number;
          /** @default 10 */
          size?: number;
          /** @default false */
          oneResultPerEvent?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            content: {
              id: string;
              type: string | null;
              summary: string | null;
              detailedDescription: string | null;
              /** Format: date-time */
              occurred: string;
              /** Format: date-time */
              submitted: string;
              /** Format: date-time */
              created: string;
              daysBetweenOccurrenceAndSubmission: number;
              locationName: string | null;
              address: string | null;
              formattedAddress: string | null;
              city: string | null;
              region: string | null;
              country: string | null;
              iso2CountryCode: string | null;
              latitude: number | null;
              longitude: number | null;
              timeZone: string | null;
              location: string | null;
              point: {
                /** @enum {string} */
                type: 'Point';
                coordinates: [number, number];
              } | null;
              /** @enum {string|null} */
              addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
              altitude: string | null;
              distance: string | null;
              duration: string | null;
              entityEncountered: boolean;
              landingOccurred: boolean;
              features: string | null;
              flightPath: string | null;
              shape: string | null;
              rating: string | null;
              source: string | null;
              status: string | null;
              tags: string[];
              media: string[];
              deleted: boolean;
              approved: boolean;
              eventId: string;
              eventSize: number;
            }[];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
            othersInEvent?: {
              [key: string]: number;
            };
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getLatestSighting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getPreviousSighting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
          };
        };
      };
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getNextSighting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
          };
        };
      };
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  streamSightingChanges: {
    parameters: {
      query?: {
        lastEventId?: string;
      };
      header?: {
        'last-event-id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-sent events; each data line is a LiveSightingChange as JSON. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': unknown;
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  reportSighting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          summary: string;
          detailedDescription: string;
          /** Format: date-time */
          occurred?: string | null;
          latitude: number;
          longitude: number;
          address?: string | null;
          locationName?: string | null;
          city?: string | null;
          region?: string | null;
          country?: string | null;
          iso2CountryCode?: string | null;
          /** @enum {string|null} */
          addressResolution?: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
          altitude?: string | null;
          distance?: string | null;
          duration?: string | null;
          features?: (string | null) | (string[] | null);
          flightPath?: (string | null) | (string[] | null);
          shape?: (string | null) | (string[] | null);
          tags?: string[] | null;
          entityEncountered?: boolean | null;
          landingOccurred?: boolean | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
            uploadToken: string;
            followToken: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description The anti-forgery token is missing or does not match its cookie. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many calls from this address. */
      429: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  summarizeReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | string
          | {
              detailedDescription?: string | null;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing or does not match its cookie. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many calls from this address. */
      429: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  uploadSightingMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            file: string;
            /** @enum {string} */
            kind: 'photo' | 'video' | 'audio' | 'document';
            size: number;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description The anti-forgery token is missing or does not match its cookie. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Too many calls from this address. */
      429: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getFollowedReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'received' | 'in-review' | 'published' | 'not-published' | 'withdrawn';
            reason: string | null;
            sightingPath: string | null;
            pending: boolean;
            report: {
              id: string;
              type: string | null;
              summary: string | null;
              detailedDescription: string | null;
              /** Format: date-time */
              occurred: string;
              /** Format: date-time */
              submitted: string;
              /** Format: date-time */
              created: string;
              daysBetweenOccurrenceAndSubmission: number;
              locationName: string | null;
              address: string | null;
              formattedAddress: string | null;
              city: string | null;
              region: string | null;
              country: string | null;
              iso2CountryCode: string | null;
              latitude: number | null;
              longitude: number | null;
              timeZone: string | null;
              location: string | null;
              point: {
                /** @enum {string} */
                type: 'Point';
                coordinates: [number, number];
              } | null;
              /** @enum {string|null} */
              addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
              altitude: string | null;
              distance: string | null;
              duration: string | null;
              entityEncountered: boolean;
              landingOccurred: boolean;
              features: string | null;
              flightPath: string | null;
              shape: string | null;
              rating: string | null;
              source: string | null;
              status: string | null;
              tags: string[];
              media: string[];
              deleted: boolean;
              approved: boolean;
              eventId: string;
              eventSize: number;
            };
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  addFollowedReportMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            file: string;
            /** @enum {string} */
            kind: 'photo' | 'video' | 'audio' | 'document';
            size: number;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description The anti-forgery token is missing or does not match its cookie. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Too many calls from this address. */
      429: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  withdrawFollowedReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'received' | 'in-review' | 'published' | 'not-published' | 'withdrawn';
            reason: string | null;
            sightingPath: string | null;
            pending: boolean;
            report: {
              id: string;
              type: string | null;
              summary: string | null;
              detailedDescription: string | null;
              /** Format: date-time */
              occurred: string;
              /** Format: date-time */
              submitted: string;
              /** Format: date-time */
              created: string;
              daysBetweenOccurrenceAndSubmission: number;
              locationName: string | null;
              address: string | null;
              formattedAddress: string | null;
              city: string | null;
              region: string | null;
              country: string | null;
              iso2CountryCode: string | null;
              latitude: number | null;
              longitude: number | null;
              timeZone: string | null;
              location: string | null;
              point: {
                /** @enum {string} */
                type: 'Point';
                coordinates: [number, number];
              } | null;
              /** @enum {string|null} */
              addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
              altitude: string | null;
              distance: string | null;
              duration: string | null;
              entityEncountered: boolean;
              landingOccurred: boolean;
              features: string | null;
              flightPath: string | null;
              shape: string | null;
              rating: string | null;
              source: string | null;
              status: string | null;
              tags: string[];
              media: string[];
              deleted: boolean;
              approved: boolean;
              eventId: string;
              eventSize: number;
            };
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing or does not match its cookie. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Too many calls from this address. */
      429: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  exportSightingsByLink: {
    parameters: {
      query: {
        /** @example 2020-01-01 */
        fromDate?: string;
        /** @example 2024-12-31 */
        toDate?: string;
        /** @example lights */
        term: string;
        hasMedia?: 'true' | 'false';
        excludeExplained?: 'true' | 'false';
        page?: number;
        size?: number;
        /** @example geojson */
        format: 'csv' | 'json' | 'geojson';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, as an attachment, in the format asked for. */
      200: {
        headers: {
          /** @description How many sightings the file holds. */
          'X-Total-Count'?: number;
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/json': string;
          'application/geo+json': string;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
          'application/geo+json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Too many calls from this address. */
      429: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  exportSightings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "term": "lights",
         *       "fromDate": "2020-01-01",
         *       "toDate": "2024-12-31",
         *       "format": "geojson"
         *     }
         */
        'application/json': {
          /** Format: date */
          fromDate?: string;
          /** Format: date */
          toDate?: string;
          term: string;
          /** @default false */
          hasMedia?: boolean;
          /** @default false */
          excludeExplained?: boolean;
          /** @default 0 */
          page?: number;
          /** @default 10 */
          size?: number;
          /** @enum {string} */
          format: 'csv' | 'json' | 'geojson';
        };
      };
    };
    responses: {
      /** @description The file, as an attachment, in the format asked for. */
      200: {
        headers: {
          /** @description How many sightings the file holds. */
          'X-Total-Count'?: number;
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/json': string;
          'application/geo+json': string;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
          'application/geo+json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Too many calls from this address. */
      429: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSightingEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            sightings: [
              {
                id: string;
                type: string | null;
                summary: string | null;
                detailedDescription: string | null;
                /** Format: date-time */
                occurred: string;
                /** Format: date-time */
                submitted: string;
                /** Format: date-time */
                created: string;
                daysBetweenOccurrenceAndSubmission: number;
                locationName: string | null;
                address: string | null;
                formattedAddress: string | null;
                city: string | null;
                region: string | null;
                country: string | null;
                iso2CountryCode: string | null;
                latitude: number | null;
                longitude: number | null;
                timeZone: string | null;
                location: string | null;
                point: {
                  /** @enum {string} */
                  type: 'Point';
                  coordinates: [number, number];
                } | null;
                /** @enum {string|null} */
                addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
                altitude: string | null;
                distance: string | null;
                duration: string | null;
                entityEncountered: boolean;
                landingOccurred: boolean;
                features: string | null;
                flightPath: string | null;
                shape: string | null;
                rating: string | null;
                source: string | null;
                status: string | null;
                tags: string[];
                media: string[];
                deleted: boolean;
                approved: boolean;
                eventId: string;
                eventSize: number;
              },
              ...{
                id: string;
                type: string | null;
                summary: string | null;
                detailedDescription: string | null;
                /** Format: date-time */
                occurred: string;
                /** Format: date-time */
                submitted: string;
                /** Format: date-time */
                created: string;
                daysBetweenOccurrenceAndSubmission: number;
                locationName: string | null;
                address: string | null;
                formattedAddress: string | null;
                city: string | null;
                region: string | null;
                country: string | null;
                iso2CountryCode: string | null;
                latitude: number | null;
                longitude: number | null;
                timeZone: string | null;
                location: string | null;
                point: {
                  /** @enum {string} */
                  type: 'Point';
                  coordinates: [number, number];
                } | null;
                /** @enum {string|null} */
                addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
                altitude: string | null;
                distance: string | null;
                duration: string | null;
                entityEncountered: boolean;
                landingOccurred: boolean;
                features: string | null;
                flightPath: string | null;
                shape: string | null;
                rating: string | null;
                source: string | null;
                status: string | null;
                tags: string[];
                media: string[];
                deleted: boolean;
                approved: boolean;
                eventId: string;
                eventSize: number;
              }[],
            ];
            /** Format: date-time */
            first: string;
            /** Format: date-time */
            last: string;
            shape: string | null;
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  listCountryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: string;
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  geocodeAddress: {
    parameters: {
      query: {
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': ({
            lat: string;
            lon: string;
            display_name: string;
            address?: {
              [key: string]: string;
            };
            importance?: number;
            addresstype?: string;
          } & {
            [key: string]: unknown;
          })[];
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  reverseGeocode: {
    parameters: {
      query?: {
        lat?: number;
        lon?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                lat: string;
                lon: string;
                display_name: string;
                address?: {
                  [key: string]: string;
                };
                importance?: number;
                addresstype?: string;
              } & {
                [key: string]: unknown;
              })
            | {
                error: string;
              };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  generateToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          username: string;
          password: string;
          /** @default false */
          rememberMe?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            username: string;
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description The anti-forgery token is missing or does not match its cookie. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  validateToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            valid: boolean;
            username: string;
            /** @enum {string|null} */
            role: 'admin' | 'moderator' | null;
            firstName: string | null;
            lastName: string | null;
            /** Format: date-time */
            expires: string | null;
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing or does not match its cookie. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  revokeToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  sightingExists: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': boolean;
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateSighting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: string;
          summary: string;
          detailedDescription: string | null;
          /** Format: date-time */
          occurred: string;
          /** @enum {string|null} */
          addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
          address: string | null;
          iso2CountryCode: string | null;
          latitude: number | null;
          longitude: number | null;
          approved: boolean;
          /** @enum {string} */
          rating: '0' | '1' | '2' | '3' | '4';
          tags: string[];
          media: string[];
          point?: {
            /** @enum {string} */
            type: 'Point';
            coordinates: [number, number];
          } | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  deleteSighting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string | null;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': boolean;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listPendingSightings: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            content: {
              id: string;
              type: string | null;
              summary: string | null;
              detailedDescription: string | null;
              /** Format: date-time */
              occurred: string;
              /** Format: date-time */
              submitted: string;
              /** Format: date-time */
              created: string;
              daysBetweenOccurrenceAndSubmission: number;
              locationName: string | null;
              address: string | null;
              formattedAddress: string | null;
              city: string | null;
              region: string | null;
              country: string | null;
              iso2CountryCode: string | null;
              latitude: number | null;
              longitude: number | null;
              timeZone: string | null;
              location: string | null;
              point: {
                /** @enum {string} */
                type: 'Point';
                coordinates: [number, number];
              } | null;
              /** @enum {string|null} */
              addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
              altitude: string | null;
              distance: string | null;
              duration: string | null;
              entityEncountered: boolean;
              landingOccurred: boolean;
              features: string | null;
              flightPath: string | null;
              shape: string | null;
              rating: string | null;
              source: string | null;
              status: string | null;
              tags: string[];
              media: string[];
              deleted: boolean;
              approved: boolean;
              eventId: string;
              eventSize: number;
            }[];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listActivities: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        page: number;
        size: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            content: {
              /** @enum {string} */
              action: 'DELETED_SIGHTING' | 'UPDATED_SIGHTING' | 'WITHDRAWN_SIGHTING' | 'MERGED_SIGHTING';
              /** Format: date-time */
              created: string;
              user: {
                firstName: string;
                lastName: string;
              } | null;
              sightingId: string;
              reason: string | null;
            }[];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listFailedSignIns: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        page: number;
        size: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            content: {
              email: string;
              firstName: string;
              lastName: string;
              address: string;
              /** Format: date-time */
              failed: string;
              /** @enum {string} */
              outcome: 'WRONG_PASSWORD' | 'SLOWED_DOWN';
            }[];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  findDuplicates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            candidates: {
              id: string;
              confidence: number;
              matched: ('place-time' | 'text' | 'photo')[];
              distanceKm: number | null;
              minutesApart: number;
              textSimilarity: number;
              photoBitsApart: number | null;
              summary: string | null;
              /** Format: date-time */
              submitted: string;
              approved: boolean;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  mergeSighting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
        targetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string | null;
            summary: string | null;
            detailedDescription: string | null;
            /** Format: date-time */
            occurred: string;
            /** Format: date-time */
            submitted: string;
            /** Format: date-time */
            created: string;
            daysBetweenOccurrenceAndSubmission: number;
            locationName: string | null;
            address: string | null;
            formattedAddress: string | null;
            city: string | null;
            region: string | null;
            country: string | null;
            iso2CountryCode: string | null;
            latitude: number | null;
            longitude: number | null;
            timeZone: string | null;
            location: string | null;
            point: {
              /** @enum {string} */
              type: 'Point';
              coordinates: [number, number];
            } | null;
            /** @enum {string|null} */
            addressResolution: 'APPROXIMATE' | 'GEOMETRIC_CENTER' | 'RANGE_INTERPOLATED' | 'ROOFTOP' | null;
            altitude: string | null;
            distance: string | null;
            duration: string | null;
            entityEncountered: boolean;
            landingOccurred: boolean;
            features: string | null;
            flightPath: string | null;
            shape: string | null;
            rating: string | null;
            source: string | null;
            status: string | null;
            tags: string[];
            media: string[];
            deleted: boolean;
            approved: boolean;
            eventId: string;
            eventSize: number;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  keepBothSightings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
        otherId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': boolean;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getUptime: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSystemInformation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getHyperparameters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            model: string;
            temperature: number;
            topP: number;
            maxTokens: number;
          };
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateHyperparameters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          model: string;
          temperature: number;
          topP: number;
          maxTokens: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            model: string;
            temperature: number;
            topP: number;
            maxTokens: number;
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No live bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The anti-forgery token is missing, or the role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        page: number;
        size: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            content: {
              id: number;
              message: string;
              email: string | null;
              /** @enum {string} */
              topic: 'GENERAL' | 'ADVERTISING';
              /** Format: date-time */
              received: string;
            }[];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
          };
        };
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  sendFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
          email?: string | null;
          /**
           * @default GENERAL
           * @enum {string}
           */
          topic?: 'GENERAL' | 'ADVERTISING';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            received: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description The anti-forgery token is missing or does not match its cookie. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Too many calls from this address. */
      429: {
        headers: {
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSky: {
    parameters: {
      query: {
        /** @example 51.48 */
        latitude?: number;
        /** @example 0 */
        longitude?: number;
        /** @example 2024-08-12T22:30:00Z */
        occurred: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sun: {
              altitude: number;
              azimuth: number;
              /** @enum {string} */
              period: 'day' | 'civil twilight' | 'nautical twilight' | 'astronomical twilight' | 'night';
            };
            moon: {
              altitude: number;
              azimuth: number;
              /** @enum {string} */
              phase:
                | 'new moon'
                | 'waxing crescent'
                | 'first quarter'
                | 'waxing gibbous'
                | 'full moon'
                | 'waning gibbous'
                | 'last quarter'
                | 'waning crescent';
              illumination: number;
            };
            planets: {
              altitude: number;
              azimuth: number;
              /** @enum {string} */
              direction:
                | 'N'
                | 'NNE'
                | 'NE'
                | 'ENE'
                | 'E'
                | 'ESE'
                | 'SE'
                | 'SSE'
                | 'S'
                | 'SSW'
                | 'SW'
                | 'WSW'
                | 'W'
                | 'WNW'
                | 'NW'
                | 'NNW';
              magnitude: number;
              /** @enum {string} */
              name: 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';
            }[];
            stars: {
              altitude: number;
              azimuth: number;
              /** @enum {string} */
              direction:
                | 'N'
                | 'NNE'
                | 'NE'
                | 'ENE'
                | 'E'
                | 'ESE'
                | 'SE'
                | 'SSE'
                | 'S'
                | 'SSW'
                | 'SW'
                | 'WSW'
                | 'W'
                | 'WNW'
                | 'NW'
                | 'NNW';
              magnitude: number;
              name: string;
            }[];
            candidates: {
              name: string;
              likely: boolean;
              reason: string;
            }[];
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSightingSky: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ab12cd34 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sun: {
              altitude: number;
              azimuth: number;
              /** @enum {string} */
              period: 'day' | 'civil twilight' | 'nautical twilight' | 'astronomical twilight' | 'night';
            };
            moon: {
              altitude: number;
              azimuth: number;
              /** @enum {string} */
              phase:
                | 'new moon'
                | 'waxing crescent'
                | 'first quarter'
                | 'waxing gibbous'
                | 'full moon'
                | 'waning gibbous'
                | 'last quarter'
                | 'waning crescent';
              illumination: number;
            };
            planets: {
              altitude: number;
              azimuth: number;
              /** @enum {string} */
              direction:
                | 'N'
                | 'NNE'
                | 'NE'
                | 'ENE'
                | 'E'
                | 'ESE'
                | 'SE'
                | 'SSE'
                | 'S'
                | 'SSW'
                | 'SW'
                | 'WSW'
                | 'W'
                | 'WNW'
                | 'NW'
                | 'NNW';
              magnitude: number;
              /** @enum {string} */
              name: 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';
            }[];
            stars: {
              altitude: number;
              azimuth: number;
              /** @enum {string} */
              direction:
                | 'N'
                | 'NNE'
                | 'NE'
                | 'ENE'
                | 'E'
                | 'ESE'
                | 'SE'
                | 'SSE'
                | 'S'
                | 'SSW'
                | 'SW'
                | 'WSW'
                | 'W'
                | 'WNW'
                | 'NW'
                | 'NNW';
              magnitude: number;
              name: string;
            }[];
            candidates: {
              name: string;
              likely: boolean;
              reason: string;
            }[];
          };
        };
      };
      /** @description Not modified: the If-None-Match names the current ETag. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; the message names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusCode: number;
            error: string;
            message: string;
            details?: {
              field: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
}
