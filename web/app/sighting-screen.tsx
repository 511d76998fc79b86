import SightingPage from '../features/sighting-detail/page/sighting-page.tsx';
import { SightingUnderSummary } from './sighting-under-summary.tsx';

/** The sighting page, with its other witnesses and the sky at the time under its summary. */
export default function SightingScreen() {
  return <SightingPage UnderSummary={SightingUnderSummary} />;
}
