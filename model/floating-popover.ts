/**
 * SPEC §9 floating popover constants: side offset 16 by default; default
 * position right-center, side bottom, alignment end; margins from the screen
 * edges 16 px on mobile and 24 px on desktop, switching at 768 px.
 */
export const POPOVER_SIDE_OFFSET = 16;
export const POPOVER_MARGIN_MOBILE = 16;
export const POPOVER_MARGIN_DESKTOP = 24;
export const POPOVER_DESKTOP_MIN_WIDTH = 768;

export const floatingPositions = [
  "right-center",
  "left-center",
  "top-right",
  "top-left",
  "bottom-right",
  "bottom-left",
  "bottom-center",
] as const;
export type FloatingPosition = (typeof floatingPositions)[number];

export const POPOVER_DEFAULTS = {
  position: "right-center",
  side: "bottom",
  align: "end",
  sideOffset: POPOVER_SIDE_OFFSET,
} as const satisfies { position: FloatingPosition; side: string; align: string; sideOffset: number };

/** The space kept between a popover and the screen edge at a viewport width. */
export function popoverMargin(viewportWidth: number): number {
  return viewportWidth >= POPOVER_DESKTOP_MIN_WIDTH ? POPOVER_MARGIN_DESKTOP : POPOVER_MARGIN_MOBILE;
}
