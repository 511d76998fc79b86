import SightingPage from '../features/sighting-detail/page/sighting-page.tsx';
import { SkyCard } from '../features/sky/sky-card.tsx';

/** The sighting page, with the sky at the time under its summary. */
export default function SightingScreen() {
  return <SightingPage UnderSummary={SkyCard} />;
}
