import { COMPASS_POINT_NAMES, type CompassPoint } from './sky-words.ts';

/** 2024-05-10T03:04:05Z as "10 May 2024". */
export function dayInWords(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 2024-05-10T22:55:13Z as "22:55 UTC". */
export function timeInWords(iso: string): string {
  return `${new Date(iso).toISOString().slice(11, 16)} UTC`;
}

interface PassFacts {
  name: string;
  from: CompassPoint;
  to: CompassPoint;
  highest: { time: string; altitude: number };
}

/** "Starlink train: 23 satellites from the launch of 10 May 2024, crossing from W to E at 22:55 UTC". */
export function trainWords({ count, launched, lead }: { count: number; launched: string; lead: PassFacts }): string {
  return (
    `Starlink train: ${count} satellites from the launch of ${dayInWords(launched)}, ` +
    `crossing from ${lead.from} to ${lead.to} at ${timeInWords(lead.highest.time)}`
  );
}

/** "ISS (ZARYA) crossed from the northwest to the southeast, highest at 22:55 UTC, 78° up". */
export function passWords(pass: PassFacts): string {
  return (
    `${pass.name} crossed from the ${COMPASS_POINT_NAMES[pass.from]} to the ${COMPASS_POINT_NAMES[pass.to]}, ` +
    `highest at ${timeInWords(pass.highest.time)}, ${Math.round(pass.highest.altitude)}° up`
  );
}

/** "Rocket launch: Falcon 9 Block 5 from Vandenberg SFB SLC-4E at 01:50 UTC". */
export function launchWords({ vehicle, site, launched }: { vehicle: string; site: string; launched: string }): string {
  return `Rocket launch: ${vehicle} from ${site} at ${timeInWords(launched)}`;
}
