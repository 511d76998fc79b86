/**
 * The site's Atom feed of its newest public sightings: the server serves it (server/pages/atom-feed.ts),
 * every page names it in its head, and the footer's SOCIAL column offers it when no social profile is set.
 */
export const FEED_PATH = '/feed.xml';
