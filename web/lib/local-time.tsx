import { useEffect, useState, type PointerEvent } from 'react';
import { formatOccurred, isDateFormatDataLoaded, loadDateFormatData } from '../../common/display/date-format.ts';
import { useHydrationPhase } from './hydration.tsx';

interface LocalTimeProps {
  iso: string | null | undefined;
  /** The IANA zone of the place it happened, when known: its clock is shown too where it differs. */
  placeZone?: string | null;
  /** One line, as a table cell: the time at the place goes into the element's title. */
  compact?: boolean;
}

/** 'MM/dd/yyyy h:mm a … local time' at the place, or '… UTC' when its zone is unknown. */
export function timeAtPlace(iso: string, placeZone: string | null | undefined): string {
  return placeZone ? `${formatOccurred(iso, placeZone)} local time` : `${formatOccurred(iso, 'UTC')} UTC`;
}

/**
 * A date and time in the viewer's time zone ('MM/dd/yyyy h:mm a'), nothing for none; with the zone of
 * the place, also the time there when it reads differently, as for a sighting the witness's own clock
 * matters. The server does not know the viewer's zone: its page carries the time at the place (or in
 * UTC), real and readable without JavaScript, until the app has hydrated. Each form keeps the lines
 * it had on the server, so nothing below it moves when the viewer's clock comes in.
 *
 * While the browser takes the page over, the served words are kept as they are rather than written
 * again: a time at a place takes Intl, whose first use loads the browser's locale data, a task of
 * 40–65 ms on a slow machine that a table's page would otherwise spend before it responds. Marked
 * with its zone, a time whose place's clock is shown tells the app to load that data ahead.
 */
export function LocalTime({ iso, placeZone, compact = false }: LocalTimeProps) {
  const phase = useHydrationPhase();
  const viewerText = formatOccurred(iso);
  const zoneMark = placeZone && !compact ? placeZone : undefined;
  const placeClockReady = useDateFormatData(phase === 'hydrated' && Boolean(zoneMark));
  if (!viewerText) return null;
  if (phase === 'hydrating') {
    return (
      <>
        <time dateTime={iso!} data-place-zone={zoneMark} suppressHydrationWarning>
          {''}
        </time>
        {zoneMark && <SecondClock text="" />}
      </>
    );
  }
  if (compact) {
    return phase === 'server' ? (
      <time dateTime={iso!} title={timeAtPlace(iso!, placeZone)}>
        {formatOccurred(iso, placeZone ?? 'UTC')}
      </time>
    ) : (
      // The place's clock is written when a pointer comes to it, not for every row of a table.
      <time
        dateTime={iso!}
        onPointerEnter={(event: PointerEvent<HTMLElement>) => {
          event.currentTarget.title = timeAtPlace(iso!, placeZone);
        }}
      >
        {viewerText}
      </time>
    );
  }
  if (phase === 'server') {
    return (
      <>
        <time dateTime={iso!} data-place-zone={zoneMark}>
          {timeAtPlace(iso!, placeZone)}
        </time>
        {zoneMark && <SecondClock text="" />}
      </>
    );
  }
  // Until the locale data is loaded (in a task of its own), the place's line stays empty.
  const differs = Boolean(zoneMark) && placeClockReady && formatOccurred(iso, zoneMark) !== viewerText;
  return (
    <>
      <time dateTime={iso!} data-place-zone={zoneMark}>
        {viewerText}
      </time>
      {zoneMark && <SecondClock text={differs ? timeAtPlace(iso!, zoneMark) : ''} />}
    </>
  );
}

/**
 * Whether the locale data a place's clock needs is loaded; when it is `needed` and not yet, it is loaded
 * in tasks of its own rather than in the middle of a render (a map's popup, opened as the home page
 * starts, paid for it in one of the page's longest tasks).
 */
function useDateFormatData(needed: boolean): boolean {
  const [loaded, setLoaded] = useState(isDateFormatDataLoaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    void loadDateFormatData().then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [needed, loaded]);
  return loaded;
}

/** The line under the viewer's clock: the place's, or kept empty so that the lines stay as they were. */
function SecondClock({ text }: { text: string }) {
  return text ? (
    <span className="d-block small text-body-secondary">{text}</span>
  ) : (
    <span className="d-block small invisible" aria-hidden="true">
      &nbsp;
    </span>
  );
}
