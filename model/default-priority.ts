/**
 * SPEC §9: priority 999 when missing. Its own file, without zod, so rules that
 * only need the number (item order, used by the home page's guide cards) keep
 * the schemas out of the home page's JavaScript.
 */
export const DEFAULT_PRIORITY = 999;
