import FollowPage from '../features/follow/follow-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The witness's follow page; a wrong or expired link shows the app's not-found page. */
export default function FollowScreen() {
  return <FollowPage NotFound={NotFoundPage} />;
}
