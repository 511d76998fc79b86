import { formatOccurred } from '../../common/display/date-format.ts';
import { useHydrated } from './hydration.tsx';

// As wide as any date and time it stands for, so nothing moves when the real one replaces it.
const STAND_IN = '00/00/0000 00:00 AM';

/**
 * A date and time in the viewer's time zone ('MM/dd/yyyy h:mm a'), nothing for none. The
 * server does not know that zone: its page holds an invisible stand-in until the app has hydrated.
 */
export function LocalTime({ iso }: { iso: string | null | undefined }) {
  const hydrated = useHydrated();
  const text = formatOccurred(iso);
  if (!text) return null;
  // The same element before and after: only its text and visibility change.
  return (
    <time dateTime={iso!} className={hydrated ? undefined : 'invisible'}>
      {hydrated ? text : STAND_IN}
    </time>
  );
}
