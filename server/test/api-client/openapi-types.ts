// Generated from the served OpenAPI document (its public reads below) by openapi-typescript (arrayLength
// on): `npm run api-client` writes it again.
// Do not edit by hand (nor format it: .prettierignore); generated-client.test.ts fails when it no
// longer matches the document.
export interface paths {
    "/api/v1/sightings/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the public sightings, as a link
         * @description The search as a link that can be shared, cached and opened in a browser: the same criteria as the POST search, as query parameters (switches as true or false), answering exactly what it answers. fromDate and toDate are calendar days, both included, on the calendar of each sighting's place: a sighting is on the day its place's clocks showed, in the time zone stored with it (`timeZone`), by that zone's rules on that date. A report at 19:30 in Phoenix on 13 March 1997 is on 13 March, though it was 14 March in UTC. Left out, the range is the year up to today: fromDate one year before today, toDate today (days in UTC). A sighting whose `timeZone` is null has no known zone: its day is its UTC day, an approximation.
         */
        get: operations["searchSightingsByLink"];
        put?: never;
        /**
         * Search the public sightings
         * @description fromDate and toDate are calendar days, both included, on the calendar of each sighting's place: a sighting is on the day its place's clocks showed, in the time zone stored with it (`timeZone`), by that zone's rules on that date. A report at 19:30 in Phoenix on 13 March 1997 is on 13 March, though it was 14 March in UTC. Left out, the range is the year up to today: fromDate one year before today, toDate today (days in UTC). A sighting whose `timeZone` is null has no known zone: its day is its UTC day, an approximation.
         */
        post: operations["searchSightings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sightings/by-id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sighting by its id */
        get: operations["getSightingById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sightings/clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clusters of the public sightings in a map view
         * @description Clusters are cells of a grid, kept whole at the view's edges: their counts may add up to more than `total`, which counts the public sightings inside the view's box that match the filters, exactly. fromDate and toDate are calendar days, both included, on the calendar of each sighting's place, as in the search: a sighting is on the day its place's clocks showed, in the time zone stored with it (`timeZone`). Years and months are those of the same calendar: a report at 21:00 on 31 December 2019 in Denver counts in 2019 and is found on 2019-12-31, though it was 1 January 2020 in UTC. A sighting whose `timeZone` is null has no known zone: its day, month and year are those of UTC, an approximation. Left out, a range is open at that end.
         */
        get: operations["getSightingClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
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
        get: operations["getSightingEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sky": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sky at a place and time
         * @description The Sun, Moon, planets and bright stars at a place and instant, the satellites (Starlink trains as one) and rocket launches of the two minutes from it, and what a light in the sky could have been.
         */
        get: operations["getSky"];
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
        Sighting: {
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
            timeUnknown?: boolean;
            location: string | null;
            point: {
                /** @enum {string} */
                type: "Point";
                coordinates: [
                    number,
                    number
                ];
            } | null;
            /** @enum {string|null} */
            addressResolution: "APPROXIMATE" | "GEOMETRIC_CENTER" | "RANGE_INTERPOLATED" | "ROOFTOP" | null;
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
    responses: {
        /** @description The input is invalid; the message names the field. */
        InvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is larger than the call takes. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is not of a type the call takes (JSON, unless it says otherwise). */
        UnsupportedType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Not modified: the If-None-Match names the current ETag. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["Cache-Control"];
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The version of the public data the answer was made from; send it back in If-None-Match. */
        ETag: string;
        /** @description How long caches may keep the answer, and serve it stale while they ask again. */
        "Cache-Control": string;
        /** @description How many calls the window allows from one address. */
        "X-RateLimit-Limit": number;
        /** @description How many calls are left in the window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the window starts afresh. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before calling again. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchSightingsByLink: {
        parameters: {
            query?: {
                /** @example 2020-01-01 */
                fromDate?: string;
                /** @example 2024-12-31 */
                toDate?: string;
                /** @example lights */
                term?: string;
                hasMedia?: "true" | "false";
                excludeExplained?: "true" | "false";
                /** @example Disk */
                shape?: string;
                /** @example US */
                country?: string;
                /** @example NUFORC */
                source?: string;
                page?: number;
                size?: number;
                oneResultPerEvent?: "true" | "false";
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
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["Sighting"][];
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
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidInput"];
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
                "application/json": {
                    /** Format: date */
                    fromDate?: string;
                    /** Format: date */
                    toDate?: string;
                    term?: string;
                    /** @default false */
                    hasMedia?: boolean;
                    /** @default false */
                    excludeExplained?: boolean;
                    shape?: string;
                    country?: string;
                    source?: string;
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
                    "application/json": {
                        content: components["schemas"]["Sighting"][];
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
            400: components["responses"]["InvalidInput"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedType"];
        };
    };
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
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sighting"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidInput"];
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
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
                hasMedia?: "true" | "false";
                /** @example Disk */
                shape?: string;
                /** @example US */
                country?: string;
                /** @example NUFORC */
                source?: string;
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
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidInput"];
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
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        sightings: [
                            components["schemas"]["Sighting"],
                            ...components["schemas"]["Sighting"][]
                        ];
                        /** Format: date-time */
                        first: string;
                        /** Format: date-time */
                        last: string;
                        shape: string | null;
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidInput"];
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
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
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sun: {
                            altitude: number;
                            azimuth: number;
                            /** @enum {string} */
                            period: "day" | "civil twilight" | "nautical twilight" | "astronomical twilight" | "night";
                        };
                        moon: {
                            altitude: number;
                            azimuth: number;
                            /** @enum {string} */
                            phase: "new moon" | "waxing crescent" | "first quarter" | "waxing gibbous" | "full moon" | "waning gibbous" | "last quarter" | "waning crescent";
                            illumination: number;
                        };
                        planets: {
                            altitude: number;
                            azimuth: number;
                            /** @enum {string} */
                            direction: "N" | "NNE" | "NE" | "ENE" | "E" | "ESE" | "SE" | "SSE" | "S" | "SSW" | "SW" | "WSW" | "W" | "WNW" | "NW" | "NNW";
                            magnitude: number;
                            /** @enum {string} */
                            name: "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn";
                        }[];
                        stars: {
                            altitude: number;
                            azimuth: number;
                            /** @enum {string} */
                            direction: "N" | "NNE" | "NE" | "ENE" | "E" | "ESE" | "SE" | "SSE" | "S" | "SSW" | "SW" | "WSW" | "W" | "WNW" | "NW" | "NNW";
                            magnitude: number;
                            name: string;
                        }[];
                        satellites: {
                            elementsAvailable: boolean;
                            passes: {
                                name: string;
                                noradId: number;
                                /** Format: date-time */
                                rises: string | null;
                                /** Format: date-time */
                                sets: string | null;
                                highest: {
                                    /** Format: date-time */
                                    time: string;
                                    altitude: number;
                                    azimuth: number;
                                };
                                /** @enum {string} */
                                from: "N" | "NNE" | "NE" | "ENE" | "E" | "ESE" | "SE" | "SSE" | "S" | "SSW" | "SW" | "WSW" | "W" | "WNW" | "NW" | "NNW";
                                /** @enum {string} */
                                to: "N" | "NNE" | "NE" | "ENE" | "E" | "ESE" | "SE" | "SSE" | "S" | "SSW" | "SW" | "WSW" | "W" | "WNW" | "NW" | "NNW";
                                magnitude: number | null;
                                track: {
                                    altitude: number;
                                    azimuth: number;
                                }[];
                            }[];
                            trains: {
                                /** Format: date-time */
                                launched: string;
                                count: number;
                                lead: {
                                    name: string;
                                    noradId: number;
                                    /** Format: date-time */
                                    rises: string | null;
                                    /** Format: date-time */
                                    sets: string | null;
                                    highest: {
                                        /** Format: date-time */
                                        time: string;
                                        altitude: number;
                                        azimuth: number;
                                    };
                                    /** @enum {string} */
                                    from: "N" | "NNE" | "NE" | "ENE" | "E" | "ESE" | "SE" | "SSE" | "S" | "SSW" | "SW" | "WSW" | "W" | "WNW" | "NW" | "NNW";
                                    /** @enum {string} */
                                    to: "N" | "NNE" | "NE" | "ENE" | "E" | "ESE" | "SE" | "SSE" | "S" | "SSW" | "SW" | "WSW" | "W" | "WNW" | "NW" | "NNW";
                                    magnitude: number | null;
                                    track: {
                                        altitude: number;
                                        azimuth: number;
                                    }[];
                                };
                            }[];
                        };
                        launches: {
                            vehicle: string;
                            site: string;
                            /** Format: date-time */
                            launched: string;
                            distanceKm: number;
                        }[];
                        candidates: {
                            name: string;
                            likely: boolean;
                            reason: string;
                        }[];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidInput"];
        };
    };
}
