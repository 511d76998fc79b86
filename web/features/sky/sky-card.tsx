import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { TitledCard } from '../../lib/titled-card.tsx';
import { sightingSkyQueryOptions } from './api/sighting-sky.ts';
import { BrightObjects } from './bright-objects.tsx';
import { PassingOverhead } from './passing-overhead.tsx';
import { SkyCandidates } from './sky-candidates.tsx';
import { SkyChart } from './sky-chart.tsx';
import { periodText, visibleStars } from './sky-text.ts';
import './sky.css';

export const SKY_CARD_TITLE = 'Sky at the time';

function Card({ children }: { children: ReactNode }) {
  return (
    <TitledCard title={SKY_CARD_TITLE} titleId="sighting-sky-title">
      {children}
    </TitledCard>
  );
}

function SightingSky({ id }: { id: string }) {
  const query = useQuery(sightingSkyQueryOptions(id));
  if (query.isPending) return <Spinner label="Working out the sky..." />;
  if (query.isError) {
    return (
      <p className="mb-0 text-body-secondary" role="alert">
        The sky at the time could not be shown: {query.error.message}
      </p>
    );
  }
  const sky = query.data;
  const stars = visibleStars(sky);
  return (
    <div className="row g-3">
      <div className="col-md-7">
        <p className="mb-2">{periodText(sky.sun)}</p>
        <BrightObjects sky={sky} />
        {stars.length > 0 && (
          <p className="mt-2 mb-0 small">
            Bright stars above the horizon: {stars.map((star) => star.name).join(', ')}.
          </p>
        )}
        <PassingOverhead sky={sky} />
        <h3 className="h6 mt-3">What a light in the sky could have been</h3>
        <SkyCandidates candidates={sky.candidates} />
      </div>
      <div className="col-md-5">
        <SkyChart sky={sky} />
      </div>
    </div>
  );
}

/**
 * The "Sky at the time" card: the period of day, the Moon, the bright planets and what a light could
 * have been, worked out for the sighting's place and time. Without coordinates it says why it is empty.
 */
export function SkyCard({ sighting }: { sighting: Sighting }) {
  if (sighting.latitude === null || sighting.longitude === null) {
    return (
      <Card>
        <p className="mb-0 text-body-secondary">
          This sighting has no coordinates, so the sky at its place and time cannot be shown.
        </p>
      </Card>
    );
  }
  return (
    <Card>
      <SightingSky id={sighting.id} />
    </Card>
  );
}
