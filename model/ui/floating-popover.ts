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

export type PopoverSide = "top" | "right" | "bottom" | "left";
export type PopoverAlign = "start" | "center" | "end";

/**
 * The CSS `position-area` that puts a panel on `side` of its trigger, lined up
 * with the trigger's start, centre or end (top/left edges for start).
 */
export function popoverPositionArea(side: PopoverSide, align: PopoverAlign): string {
  const vertical = side === "top" || side === "bottom";
  if (align === "center") return side;
  const towardsEnd = align === "start";
  if (vertical) return `${side} ${towardsEnd ? "span-right" : "span-left"}`;
  return `${side} ${towardsEnd ? "span-bottom" : "span-top"}`;
}

/**
 * The panel's margins (CSS shorthand) beside its trigger: the side offset on the
 * edge facing the trigger, none on the edge lined up with the trigger, and the
 * screen-edge margin on the edges facing the screen's edges. The values are the
 * custom properties `--popover-side-offset` and `--popover-edge` (styles/app.css).
 * The browser's flip-block and flip-inline swap the margins along with the side.
 */
export function popoverMargins(side: PopoverSide, align: PopoverAlign): string {
  const margins: Record<PopoverSide, string> = {
    top: "var(--popover-edge)",
    right: "var(--popover-edge)",
    bottom: "var(--popover-edge)",
    left: "var(--popover-edge)",
  };
  const facingTrigger = ({ top: "bottom", right: "left", bottom: "top", left: "right" } as const)[side];
  margins[facingTrigger] = "var(--popover-side-offset)";
  if (align !== "center") {
    const vertical = side === "top" || side === "bottom";
    const linedUp = vertical ? (align === "start" ? "left" : "right") : align === "start" ? "top" : "bottom";
    margins[linedUp] = "0";
  }
  return `${margins.top} ${margins.right} ${margins.bottom} ${margins.left}`;
}
