import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a real local HTTP server that plays a Nominatim-compatible upstream and records calls. */

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
  at: number;
}

/** A recorded request as tests compare it: its path and its parameters as a plain object. */
export function pathAndQuery(request: RecordedRequest): [string, Record<string, string>] {
  return [request.path, Object.fromEntries(request.query)];
}

export type FakeBehaviour = 'answer' | 'fail' | 'hang' | 'garbage' | 'nothing-here';

export interface FakeNominatim {
  url: string;
  requests: RecordedRequest[];
  behaviour: FakeBehaviour;
  close(): Promise<void>;
}

export const UPSTREAM_PHOENIX = {
  place_id: 311_564_418,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  lat: '33.4484367',
  lon: '-112.0741410',
  display_name: 'Phoenix, Maricopa County, Arizona, United States',
  addresstype: 'city',
  importance: 0.78,
  address: {
    city: 'Phoenix',
    county: 'Maricopa County',
    state: 'Arizona',
    country: 'United States',
    country_code: 'us',
  },
  boundingbox: ['33.2903', '33.9204', '-112.3242', '-111.9255'],
};

export const UPSTREAM_PARIS_ADDRESS = {
  place_id: 88_245_116,
  lat: '48.8582599',
  lon: '2.2945006',
  display_name: 'Tour Eiffel, 5, Avenue Anatole France, Paris, Île-de-France, France',
  address: {
    house_number: '5',
    road: 'Avenue Anatole France',
    city: 'Paris',
    state: 'Île-de-France',
    country: 'France',
    country_code: 'fr',
  },
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

export async function startFakeNominatim(behaviour: FakeBehaviour = 'answer'): Promise<FakeNominatim> {
  const fake: FakeNominatim = { url: '', requests: [], behaviour, close: async () => {} };
  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push({
      path: address.pathname,
      query: address.searchParams,
      userAgent: request.headers['user-agent'],
      at: Date.now(),
    });
    const json = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (fake.behaviour) {
      case 'hang':
        return;
      case 'fail':
        return json(500, '{"error":"Internal Server Error"}');
      case 'garbage':
        return json(200, '<html>not json');
      case 'nothing-here':
        return json(200, address.pathname.endsWith('/reverse') ? '{"error":"Unable to geocode"}' : '[]');
      case 'answer':
        return json(
          200,
          JSON.stringify(address.pathname.endsWith('/reverse') ? UPSTREAM_PARIS_ADDRESS : [UPSTREAM_PHOENIX]),
        );
    }
  });
  fake.url = await listen(server);
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The address of a port that was just freed: nothing listens there, so connecting is refused. */
export async function closedServerUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return url;
}
