/** The navigation bar's links, in the bar's order. */
const BAR_LINKS = ['Report a UFO', 'Sighting Search', 'Sighting List', 'Sighting Map'];

/**
 * The entries of the site menu's panel, in order, as the unit and browser tests expect them: the bar's
 * links, Administration for signed-in staff, and last the home map's location search.
 */
export function siteMenuEntries({ staff }: { staff: boolean }): string[] {
  return [...BAR_LINKS, ...(staff ? ['Administration'] : []), 'Search a location'];
}
