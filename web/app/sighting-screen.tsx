import SightingPage from '../features/sighting-detail/page/sighting-page.tsx';
import { SightingAboveSummary, SightingUnderSummary } from './sighting-under-summary.tsx';

/** The sighting page, with its other witnesses above its summary and the sky at the time under it. */
export default function SightingScreen() {
  return <SightingPage AboveSummary={SightingAboveSummary} UnderSummary={SightingUnderSummary} />;
}
