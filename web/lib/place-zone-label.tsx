import { InputGroup } from 'react-bootstrap';
import { zoneLabel } from '../../common/display/zone-clock.ts';

/**
 * Beside a date and time field: the zone they are read in, 'Mountain Time (Denver)'; the visitor's own
 * zone when the place has none; a plain word while the place's zone is asked.
 */
export function PlaceZoneLabel({ id, zone }: { id: string; zone: string | null | undefined }) {
  let text = 'Time at the place';
  if (zone) text = zoneLabel(zone);
  else if (zone === null) text = 'Your time zone';
  return <InputGroup.Text id={id}>{text}</InputGroup.Text>;
}
