import { useId } from 'react';
import { bodyInWords } from '../../../common/display/sky-words.ts';
import type { Sky } from '../../../common/schemas/sky.ts';
import { visibleStars } from './sky-text.ts';

const SIZE = 240;
const CENTER = SIZE / 2;
/** The horizon's radius; the zenith is the centre. */
const HORIZON = 96;

/** Where a body at this altitude and azimuth is drawn: north up, east right, the zenith in the middle. */
export function chartPoint(altitude: number, azimuth: number): { x: number; y: number } {
  const radius = ((90 - Math.max(0, altitude)) / 90) * HORIZON;
  const angle = (azimuth * Math.PI) / 180;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round(CENTER + radius * Math.sin(angle)), y: round(CENTER - radius * Math.cos(angle)) };
}

const COMPASS_LABELS = [
  { label: 'N', azimuth: 0 },
  { label: 'E', azimuth: 90 },
  { label: 'S', azimuth: 180 },
  { label: 'W', azimuth: 270 },
];

interface ChartBody {
  name: string;
  altitude: number;
  azimuth: number;
  kind: 'sun' | 'moon' | 'planet' | 'star';
}

const RADIUS = { sun: 7, moon: 6, planet: 3.5, star: 2 } as const;

function bodiesUp(sky: Sky): ChartBody[] {
  const bodies: ChartBody[] = [
    { name: 'Sun', altitude: sky.sun.altitude, azimuth: sky.sun.azimuth, kind: 'sun' },
    { name: 'Moon', altitude: sky.moon.altitude, azimuth: sky.moon.azimuth, kind: 'moon' },
    ...sky.planets.map((planet) => ({ ...planet, kind: 'planet' as const })),
    ...visibleStars(sky).map((star) => ({ ...star, kind: 'star' as const })),
  ];
  return bodies.filter((body) => body.altitude > 0);
}

interface ChartTrack {
  name: string;
  points: Array<{ altitude: number; azimuth: number }>;
}

/** The satellites' tracks across the sighting's minutes: each pass, and each Starlink train's leader. */
export function tracksOf(sky: Pick<Sky, 'satellites'>): ChartTrack[] {
  return [
    ...sky.satellites.trains.map((train) => ({ name: `Starlink train (${train.count})`, points: train.lead.track })),
    ...sky.satellites.passes.map((pass) => ({ name: pass.name, points: pass.track })),
  ].filter((track) => track.points.length > 0);
}

/** What the chart shows, in words, for those who cannot see it. */
function describe(sky: Sky, bodies: ChartBody[], tracks: ChartTrack[]): string {
  const crossing = tracks.length > 0 ? `crossing: ${tracks.map((track) => track.name).join(', ')}` : '';
  if (bodies.length === 0 && !crossing) return 'Nothing bright was above the horizon.';
  const planets = sky.planets.filter((planet) => planet.altitude > 0).map(bodyInWords);
  const others = bodies.filter((body) => body.kind !== 'planet').map((body) => body.name);
  return (
    [...planets, others.length > 0 ? `also up: ${others.join(', ')}` : '', crossing].filter(Boolean).join('; ') + '.'
  );
}

/** A small chart of the sky: the horizon as a circle, the compass points, and the bodies above it. */
export function SkyChart({ sky }: { sky: Sky }) {
  const id = useId();
  const bodies = bodiesUp(sky);
  const tracks = tracksOf(sky);
  return (
    <svg
      className={`sky-chart sky-chart-${sky.sun.period.replaceAll(' ', '-')}`}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>Sky chart: the whole sky seen from above, north at the top, east to the right</title>
      <desc id={`${id}-desc`}>{describe(sky, bodies, tracks)}</desc>
      <circle className="sky-chart-horizon" cx={CENTER} cy={CENTER} r={HORIZON} />
      {[30, 60].map((altitude) => (
        <circle
          key={altitude}
          className="sky-chart-ring"
          cx={CENTER}
          cy={CENTER}
          r={((90 - altitude) / 90) * HORIZON}
        />
      ))}
      {COMPASS_LABELS.map(({ label, azimuth }) => {
        const angle = (azimuth * Math.PI) / 180;
        const x = CENTER + (HORIZON + 12) * Math.sin(angle);
        const y = CENTER - (HORIZON + 12) * Math.cos(angle);
        return (
          <text key={label} className="sky-chart-compass" x={x} y={y} textAnchor="middle" dominantBaseline="central">
            {label}
          </text>
        );
      })}
      {tracks.map((track) => {
        const points = track.points.map((point) => chartPoint(point.altitude, point.azimuth));
        const end = points.at(-1)!;
        return (
          <g key={track.name} className="sky-chart-satellite" data-track={track.name}>
            <polyline points={points.map(({ x, y }) => `${x},${y}`).join(' ')} />
            <circle cx={end.x} cy={end.y} r={2} />
            <text x={end.x + 4} y={end.y} dominantBaseline="central">
              {track.name}
            </text>
          </g>
        );
      })}
      {bodies.map((body) => {
        const { x, y } = chartPoint(body.altitude, body.azimuth);
        return (
          <g key={body.name} className={`sky-chart-body sky-chart-${body.kind}`} data-body={body.name}>
            <circle cx={x} cy={y} r={RADIUS[body.kind]} />
            {body.kind !== 'star' && (
              <text x={x + RADIUS[body.kind] + 2} y={y} dominantBaseline="central">
                {body.name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
