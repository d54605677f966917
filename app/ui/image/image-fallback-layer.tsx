import { ImageOff } from "lucide-react";
import type { ImageObjectPosition } from "#model/ui/image-options.ts";
import { cn } from "../cn";
import { objectPositionClass } from "./image-classes";

/**
 * Image's fallback (SPEC §8 "Falls back to fallbackSrc"): a lazy picture of its own in the frame, shown
 * by CSS once the shell's head script has marked the figure data-image-failed; marked the same way
 * itself, it gives way to an empty frame with an icon.
 */
export function ImageFallbackLayer({
  src,
  alt,
  sized,
  objectPosition,
}: {
  src: string;
  alt: string;
  /** Whether the frame has its shape before the picture comes (an aspect ratio or a size). */
  sized: boolean;
  objectPosition: ImageObjectPosition;
}) {
  // Out of the page (layout and screen readers) until the picture fails: display none where it is
  // written, so even a page whose CSS has not applied holds it back; the failed state's rule is
  // important, to win over that.
  return (
    <div
      style={{ display: "none" }}
      data-slot="image-fallback"
      data-image-fallback=""
      className={cn(
        "group/fallback group-data-image-failed/image:block!",
        sized ? "absolute inset-0" : "relative min-h-11",
      )}
    >
      {/* Lazy: fetched only once it shows. */}
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn(
          "block size-full object-cover group-data-image-failed/fallback:hidden",
          objectPositionClass[objectPosition],
        )}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 hidden items-center justify-center text-ink-muted group-data-image-failed/fallback:flex"
      >
        <ImageOff className="size-8" />
      </div>
    </div>
  );
}
