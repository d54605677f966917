export const MAIN_CONTENT_ID = "main-content";

/** The first tab stop of every page: jumps past the top bar to the page content. */
export function SkipLink() {
  return (
    // An in-page anchor: SafeLink would draw this same <a> and add nothing.
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-2 left-2 z-50 -translate-y-24 rounded-md bg-ink px-md py-sm font-semibold text-on-ink focus-visible:translate-y-0"
    >
      Skip to content
    </a>
  );
}
