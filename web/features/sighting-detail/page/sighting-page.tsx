import { useParams } from 'react-router';
import { SightingDetail } from './sighting-detail.tsx';

/** /sighting/:id and /event/:id, one screen. */
export default function SightingPage() {
  const { id = '' } = useParams();
  return (
    <div className="container py-4">
      <SightingDetail id={id} />
    </div>
  );
}
