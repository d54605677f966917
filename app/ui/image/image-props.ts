import type { ReactNode } from "react";
import type { ImageBadgePosition, ImageObjectPosition, ImageWidthPreset } from "#model/ui/image-options.ts";
import type { ImageSource } from "#model/ui/responsive-image.ts";

export type ImageBadge = {
  content: ReactNode;
  variant?: "default" | "subtle" | "highlight" | "cyan" | "magenta" | "dark";
  position: ImageBadgePosition;
};

export type ImageProps = {
  src: string;
  /** Required: describe the picture, or pass "" for a purely decorative one. */
  alt: string;
  /** e.g. "16/9", "4:3", 1.5. The box keeps this shape before the image arrives, so nothing shifts. */
  aspectRatio?: string | number;
  objectPosition?: ImageObjectPosition;
  widthPreset?: ImageWidthPreset;
  caption?: ReactNode;
  badges?: readonly ImageBadge[];
  loading?: "lazy" | "eager";
  /** The page's main image: loads eagerly with high fetch priority and shows without a fade. */
  priority?: boolean;
  fallbackSrc?: string;
  /** A blurhash drawn blurred while the image loads; without one a pulsing placeholder shows. */
  blurhash?: string;
  srcSet?: string;
  sizes?: string;
  /**
   * Modern formats of the same picture (AVIF, WebP; see model/ui/responsive-image.ts),
   * offered before `src`/`srcSet` in a <picture>; the browser takes the first type it supports.
   */
  sources?: readonly ImageSource[];
  /** Intrinsic size, used for the box when there is no aspectRatio. */
  width?: number;
  height?: number;
  interactive?: "none" | "hover-zoom" | "lightbox";
  className?: string;
};
