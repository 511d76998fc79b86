import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../db/connection.ts';
import { sightingEngineFor } from '../engine/sighting-engines.ts';
import { cellsInBox } from './map-cells.ts';

describe("the map's grid", () => {
  it('lists the half-degree cells a box touches, or none past the limit', () => {
    // Rows from the south pole, columns from the antimeridian: 33.45 N is row 246, 112.07 W column 135.
    expect(cellsInBox({ west: -112.1, south: 33.4, east: -112.01, north: 33.45 }, 9)).toEqual([246135]);
    expect(cellsInBox({ west: -112.3, south: 33.3, east: -111.9, north: 33.7 }, 9)).toEqual([
      246135, 246136, 247135, 247136,
    ]);
    expect(cellsInBox({ west: -180, south: -90, east: 180, north: 90 }, 9)).toBeNull();
  });

  const handles: Array<[string, () => DatabaseHandle]> = [['sqlite', () => openSqlite(':memory:')]];
  if (process.env.TEST_DATABASE_URL) handles.push(['postgres', () => openPostgres(process.env.TEST_DATABASE_URL!, 1)]);

  it.each(handles)('puts every point of a box in one of its cells, on %s as in the index', async (_, open) => {
    const handle = open();
    try {
      const points: Array<[number, number]> = [
        [33.3, -112.3],
        [33.7, -111.9],
        [33.5, -112.0],
        [-33.87, 151.21],
        [89.99, 179.99],
        [-90, -180],
        [0, 0],
        [51.49999999, -0.00000001],
      ];
      for (const [latitude, longitude] of points) {
        const real = handle.dialect === 'postgres' ? sql`float8` : sql`real`;
        const { rows } = await sql<{
          cell: number;
        }>`select ${sightingEngineFor(handle.dialect).cellOfSighting} as cell from
          (select cast(${latitude} as ${real}) as latitude, cast(${longitude} as ${real}) as longitude) as sightings`.execute(
          handle.db,
        );
        const box = { west: longitude, south: latitude, east: longitude, north: latitude };
        expect(cellsInBox(box, 1), `${latitude}, ${longitude}`).toEqual([Number(rows[0]!.cell)]);
      }
    } finally {
      await handle.close();
    }
  });
});
