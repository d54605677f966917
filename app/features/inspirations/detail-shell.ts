/** The width and padding of the guide and recommendation pages. */
// Content text: a long unbroken word wraps instead of widening the page (overflow-wrap: anywhere, cheap in layout).
export const detailShell = "mx-auto flex w-full max-w-6xl flex-col gap-lg px-md py-section wrap-anywhere md:px-xl";
