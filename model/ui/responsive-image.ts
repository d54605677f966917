import { RECOMMENDED_SRCSET_WIDTHS } from "./image-options";

/**
 * Raster images are made at build time (scripts/build-images.ts) from the
 * originals in images/ into public/generated/: each at the widths below (no
 * wider than the original) in AVIF, WebP and JPEG. Pages offer AVIF and WebP
 * through <picture> sources and keep the JPEG for the rare browser without
 * either.
 */
export const RESPONSIVE_WIDTHS = RECOMMENDED_SRCSET_WIDTHS;

export const RESPONSIVE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

/** Where the variants are served from (public/generated in the repository, ignored by git). */
export const GENERATED_IMAGES_URL = "/generated";

const mimeType: Record<ResponsiveFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** The widths made for an original `sourceWidth` wide: the standard ones below it, then its own (at most the largest). */
export function variantWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, Math.max(...RESPONSIVE_WIDTHS));
  return [...RESPONSIVE_WIDTHS.filter((width) => width < largest), largest];
}

/** `name` is the original's path under images/ without its extension, e.g. "showcase/studio". */
export function variantUrl(name: string, width: number, format: ResponsiveFormat): string {
  return `${GENERATED_IMAGES_URL}/${name}-${width}.${format}`;
}

export type ImageSource = { type: string; srcSet: string };

export type ResponsiveImage = {
  /** The JPEG nearest 1024 px wide, for browsers that take neither source. */
  src: string;
  srcSet: string;
  /** AVIF first, then WebP: the browser takes the first type it supports. */
  sources: ImageSource[];
  width: number;
  height: number;
};

function srcSetOf(name: string, widths: readonly number[], format: ResponsiveFormat): string {
  return widths.map((width) => `${variantUrl(name, width, format)} ${width}w`).join(", ");
}

/** Everything an <Image> needs to offer a generated raster image, from the original's name and size. */
export function responsiveImage({
  name,
  width,
  height,
}: {
  name: string;
  width: number;
  height: number;
}): ResponsiveImage {
  const widths = variantWidths(width);
  const fallbackWidth = widths.find((candidate) => candidate >= 1024) ?? widths[widths.length - 1] ?? width;
  return {
    src: variantUrl(name, fallbackWidth, "jpg"),
    srcSet: srcSetOf(name, widths, "jpg"),
    sources: (["avif", "webp"] as const).map((format) => ({
      type: mimeType[format],
      srcSet: srcSetOf(name, widths, format),
    })),
    width,
    height,
  };
}
