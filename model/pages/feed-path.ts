/** The site feed's address (tooling/site-feed.ts); root.tsx links it from every page. */
export const FEED_PATH = "/feed.xml";
