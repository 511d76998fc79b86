// The server names places in page titles too: the rule lives in common/.
export { sightingPlace } from '../../common/display/sighting-place.ts';
