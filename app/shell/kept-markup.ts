/**
 * Props for an element whose contents are pre-rendered and then belong to the browser, not React:
 * a head script or an island changes them before or after hydration. In the browser React adopts
 * the element and leaves its contents alone (an empty string, the same on every render, is never
 * written over them), as for pre-rendered markdown (docs/decisions/014).
 */
export const KEPT_MARKUP = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;
