import { IMAGE_WIDTH_PRESETS_PX, type ImageWidthPreset } from "#model/ui/image-options.ts";

/**
 * The `sizes` of a picture in a showcase demo: the width the demo's columns give it at each
 * breakpoint. A full-viewport guess made a phone fetch the 1024 px file for a frame a 640 px file
 * fills, and a desktop the 1920 px file for a half-width frame.
 *
 * The demo surface's inner width: the viewport less 4.25rem below 48rem and less 7.25rem from
 * there, at most 64.75rem (from 72rem); columns are 1.5rem apart. A browser test measures every
 * picture of the images page against its sizes, so a layout change that outgrows them fails.
 */

/** A row of `tracks` columns where the picture takes `share` of the width left after the gaps. */
export type DemoColumn = { tracks: number; share: number };

/** The picture's column from each breakpoint up (Tailwind's sm, md and lg); below them one full column. */
export type DemoColumns = Partial<Record<"sm" | "md" | "lg", number | DemoColumn>>;

const REM_PX = 16;
const GAP_REM = 1.5;
const WIDEST_REM = 64.75;
const WIDEST_FROM_REM = 72;
const PADDING_REM = (viewportRem: number) => (viewportRem >= 48 ? 7.25 : 4.25);
const BREAKPOINTS = [
  ["lg", 64],
  ["md", 48],
  ["sm", 40],
] as const;

const asColumn = (column: number | DemoColumn): DemoColumn =>
  typeof column === "number" ? { tracks: column, share: 1 / column } : column;

/** The column in effect at a viewport width (rem). */
function columnAt(columns: DemoColumns, viewportRem: number): DemoColumn {
  for (const [name, from] of BREAKPOINTS) {
    const column = columns[name];
    if (viewportRem >= from && column !== undefined) return asColumn(column);
  }
  return { tracks: 1, share: 1 };
}

// Rounded so that the size is never under the frame: the browser may then pick a larger file, never a blurry one.
const up = (value: number) => Math.ceil(value * 100) / 100;
const down = (value: number) => Math.floor(value * 1000) / 1000;

/** The picture's width in pixels at a viewport width (rem). */
function widthPx(columns: DemoColumns, viewportRem: number): number {
  const { tracks, share } = columnAt(columns, viewportRem);
  const inner = Math.min(viewportRem - PADDING_REM(viewportRem), WIDEST_REM);
  return share * (inner - (tracks - 1) * GAP_REM) * REM_PX;
}

/** The picture's width at viewports from `viewportRem`, as a sizes length. */
function widthFrom(columns: DemoColumns, viewportRem: number): string {
  if (viewportRem >= WIDEST_FROM_REM) return `${Math.ceil(widthPx(columns, viewportRem))}px`;
  const { tracks, share } = columnAt(columns, viewportRem);
  const less = share * (PADDING_REM(viewportRem) + (tracks - 1) * GAP_REM);
  return `calc(${up(share * 100)}vw - ${down(less)}rem)`;
}

/** The narrowest viewport (px) from which the column is never narrower than `px`. */
function alwaysAsWideFrom(columns: DemoColumns, px: number): number {
  let from = 2 * WIDEST_FROM_REM * REM_PX;
  while (from > 0 && widthPx(columns, (from - 1) / REM_PX) >= px) from -= 1;
  return from;
}

/**
 * `sizes` for a picture in these columns; with a width preset, no wider than the preset's width.
 * demoImageSizes({ md: 2 }): one column, two from 48rem.
 */
export function demoImageSizes(columns: DemoColumns = {}, preset: ImageWidthPreset = "full"): string {
  const cap = preset === "full" ? undefined : IMAGE_WIDTH_PRESETS_PX[preset];
  const capFrom = cap === undefined ? Infinity : alwaysAsWideFrom(columns, cap);
  const entries = cap === undefined ? [] : [`(width >= ${capFrom}px) ${cap}px`];
  const ranged: string[] = [];
  let below = widthFrom(columns, 0);
  // From the narrowest up, so that a breakpoint that changes nothing is left out; one past the cap's never applies.
  for (const from of [...BREAKPOINTS.map(([, rem]): number => rem).reverse(), WIDEST_FROM_REM]) {
    const width = widthFrom(columns, from);
    if (width !== below && from * REM_PX < capFrom) ranged.unshift(`(width >= ${from}rem) ${width}`);
    below = width;
  }
  return [...entries, ...ranged, widthFrom(columns, 0)].join(", ");
}
