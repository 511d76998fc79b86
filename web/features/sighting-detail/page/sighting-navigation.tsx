import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { adjacentSightingQueryOptions, type Direction } from '../api/adjacent-sighting.ts';
import { sightingPagePath } from '../../../../common/pages/page-table.ts';

function AdjacentButton({ direction, id }: { direction: Direction; id: string }) {
  const navigate = useNavigate();
  const { data: adjacent } = useQuery(adjacentSightingQueryOptions(direction, id));
  const previous = direction === 'previous';
  return (
    <Button
      variant="outline-primary"
      className="flex-fill"
      // Disabled until known, and for good at the first or last sighting.
      disabled={!adjacent}
      onClick={() => adjacent && void navigate(sightingPagePath(adjacent.id))}
    >
      {previous && <i className="bi bi-chevron-left me-1" aria-hidden="true" />}
      {previous ? 'Previous' : 'Next'}
      {!previous && <i className="bi bi-chevron-right ms-1" aria-hidden="true" />}
    </Button>
  );
}

/** Previous and Next through the sightings' timeline. */
export function SightingNavigation({ id }: { id: string }) {
  return (
    <nav className="d-flex gap-2 mb-3" aria-label="Other sightings">
      <AdjacentButton direction="previous" id={id} />
      <AdjacentButton direction="next" id={id} />
    </nav>
  );
}
