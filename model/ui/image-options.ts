/**
 * Rules of SPEC §3 "Image component", §5 (image badges) and §9 (image sizes).
 */

/** SPEC §3: fallbackSrc defaults to /placeholder.svg. */
export const DEFAULT_IMAGE_FALLBACK_SRC = "/placeholder.svg";

/** SPEC §9: width presets xs 320 px, md 448 px, 2xl 672 px (full takes the container). */
export const IMAGE_WIDTH_PRESETS_PX = { xs: 320, md: 448, "2xl": 672 } as const;
export type ImageWidthPreset = keyof typeof IMAGE_WIDTH_PRESETS_PX | "full";

/**
 * The `sizes` an image of a width preset takes when none is given: at most the
 * preset's width, so the browser picks a small candidate for a small frame.
 */
export function sizesForWidthPreset(preset: ImageWidthPreset): string | undefined {
  if (preset === "full") return undefined;
  const px = IMAGE_WIDTH_PRESETS_PX[preset];
  return `(min-width: ${px}px) ${px}px, 100vw`;
}

/** SPEC §9: recommended srcSet widths. */
export const RECOMMENDED_SRCSET_WIDTHS = [640, 1024, 1920] as const;

export const IMAGE_OBJECT_POSITIONS = [
  "center",
  "top",
  "bottom",
  "left",
  "right",
  "top-left",
  "top-right",
  "bottom-left",
  "bottom-right",
] as const;
export type ImageObjectPosition = (typeof IMAGE_OBJECT_POSITIONS)[number];

export const IMAGE_BADGE_POSITIONS = ["top-left", "top-right", "bottom-left", "bottom-right"] as const;
export type ImageBadgePosition = (typeof IMAGE_BADGE_POSITIONS)[number];

/**
 * SPEC §5: bottom badge positions are skipped when a caption is present (the
 * caller warns on the console about each skipped one).
 */
export function placeImageBadges<T extends { position: ImageBadgePosition }>(
  badges: readonly T[],
  hasCaption: boolean,
): { shown: T[]; skipped: T[] } {
  if (!hasCaption) return { shown: [...badges], skipped: [] };
  const shown: T[] = [];
  const skipped: T[] = [];
  for (const badge of badges) (badge.position.startsWith("bottom") ? skipped : shown).push(badge);
  return { shown, skipped };
}

/**
 * An aspect ratio as a positive number, from 16/9, "16/9", "16:9", "16 / 9" or
 * "1.5". Anything else (zero, negative, text) gives undefined, so the image
 * keeps its own proportions instead of collapsing.
 */
export function parseAspectRatio(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[/:]\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  if (!match?.[1]) return undefined;
  const width = Number(match[1]);
  const height = match[2] === undefined ? 1 : Number(match[2]);
  const ratio = width / height;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}
