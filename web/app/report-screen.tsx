import ReportPage from '../features/report/report-page.tsx';
import { BrightObjectsInYourSky } from '../features/sky/bright-objects-in-your-sky.tsx';

/** The report wizard, its step 3 showing the bright objects in the witness's sky. */
export default function ReportScreen() {
  return <ReportPage SkyAtTheTime={BrightObjectsInYourSky} />;
}
