/**
 * SPEC §9: priority 999 when missing. Its own file, without zod, so rules that
 * only need the number (item order, experiences order, store order) keep the
 * schemas out of the pages' start-up JavaScript.
 */
export const DEFAULT_PRIORITY = 999;

/** A store item with no Order sorts last too (SPEC §4: sorted by Order ascending). */
export const DEFAULT_ORDER = 999;
