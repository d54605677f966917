import { isBlurhashValid } from "blurhash";
import { Maximize2 } from "lucide-react";
import { Suspense, lazy, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import {
  DEFAULT_IMAGE_FALLBACK_SRC,
  parseAspectRatio,
  placeImageBadges,
  sizesForWidthPreset,
} from "#model/ui/image-options.ts";
import { Badge } from "./badge";
import { cn } from "./cn";
import { isHydrating } from "./hydration-phase";
import { BlurhashCanvas } from "./image/blurhash-canvas";
import { badgePositionClass, objectPositionClass, widthPresetClass } from "./image/image-classes";
import { ImageFallbackLayer } from "./image/image-fallback-layer";
import type { ImageBadge, ImageProps } from "./image/image-props";

export type { ImageBadge, ImageProps };

// The lightbox (Radix Dialog) loads only when someone opens one (SPEC/DESIGN: lazy).
const loadLightbox = () => import("./image-lightbox");
const ImageLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.ImageLightbox })));

type Status = "loading" | "loaded" | "error";

/**
 * The site's image (SPEC §3 "Image component"): a framed picture with a 2 px
 * border and 0.5 rem radius, a placeholder while it loads, a fallback when it
 * fails, optional caption and badges, and hover-zoom or a lightbox.
 *
 * A failure is the shell's to hear, on every page, with or without the app (SPEC §8: "Falls back to
 * fallbackSrc"): the head script marks the figure (data-image-fallback) data-image-failed and CSS swaps
 * the picture for the fallback, a lazy picture of its own that is fetched only once it shows. If the
 * fallback fails too, its own layer is marked the same way and an empty frame with an icon shows.
 */
export function Image({
  src,
  alt,
  aspectRatio,
  objectPosition = "center",
  widthPreset = "full",
  caption,
  badges = [],
  loading,
  priority = false,
  fallbackSrc = DEFAULT_IMAGE_FALLBACK_SRC,
  blurhash,
  srcSet,
  sizes: givenSizes,
  sources = [],
  width,
  height,
  interactive = "none",
  className,
}: ImageProps) {
  const [attempt, setAttempt] = useState({ src, status: "loading" as Status });
  // A new src starts over (adjusting state while rendering, as React recommends).
  if (attempt.src !== src) setAttempt({ src, status: "loading" });
  const [lightbox, setLightbox] = useState<"never" | "open" | "closed">("never");
  const imgRef = useRef<HTMLImageElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Width-described candidates need sizes (HTML requires it); a full-width image takes the
  // viewport's width, which is also what a browser assumes without one.
  const sizes = givenSizes ?? sizesForWidthPreset(widthPreset) ?? "100vw";
  const ratio = parseAspectRatio(aspectRatio);
  const hasCaption = caption !== undefined && caption !== null && caption !== "";
  const { shown: shownBadges, skipped } = placeImageBadges(badges, hasCaption);
  const validBlurhash = blurhash !== undefined && isBlurhashValid(blurhash).result ? blurhash : undefined;

  function handleError() {
    setAttempt((current) => ({ ...current, status: "error" }));
  }
  function handleLoad() {
    setAttempt((current) => ({ ...current, status: "loaded" }));
  }

  // A pre-rendered image may finish (or fail) before React attaches its handlers. Checked
  // before the first paint, so a finished image is not hidden for a frame.
  useLayoutEffect(() => {
    const image = imgRef.current;
    if (!image?.complete) return;
    const loaded = image.naturalWidth > 0;
    // A broken image is complete with no size; a lazy one not yet fetched has no currentSrc.
    if (!loaded && !image.currentSrc) return;
    const settle = loaded ? handleLoad : handleError;
    if (isHydrating()) {
      // A state update here would make React re-render and commit synchronously inside the hydration
      // commit's task (with every pending effect): React catches up in a transition, in a task of its
      // own, and a loaded figure says so at once (the CSS that hides a loading image reads data-state).
      if (loaded && figureRef.current) figureRef.current.dataset.state = "loaded";
      startTransition(settle);
    } else settle();
    // Run once per source; the handlers read fresh state through setAttempt.
  }, [src]);

  // A new source is not the one that failed: the mark the head script left goes.
  const markedSrc = useRef(src);
  useLayoutEffect(() => {
    if (markedSrc.current === src) return;
    markedSrc.current = src;
    figureRef.current?.removeAttribute("data-image-failed");
    figureRef.current?.querySelector("[data-image-failed]")?.removeAttribute("data-image-failed");
  }, [src]);

  useEffect(() => {
    for (const badge of skipped) {
      console.warn(
        `Image "${alt}": the ${badge.position} badge is not shown because the image has a caption (bottom badges would cover it).`,
      );
    }
    // `skipped` is a new array each render; its length is what decides whether to warn again.
  }, [skipped.length, alt]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (blurhash !== undefined && validBlurhash === undefined) {
      console.warn(`Image "${alt}": the blurhash is not valid, so a plain placeholder shows instead.`);
    }
  }, [blurhash, validBlurhash, alt]);

  // A picture written into the page (a data: URL) is there already: a preload would only write it twice.
  if (priority && !src.startsWith("data:")) {
    // The main image is asked for from <head>, ahead of the page's scripts, not when the parser reaches it
    // (React preloads a plain <img> by itself, never one inside <picture>). A type the browser cannot
    // show is skipped, as its <source> would be.
    const [first] = sources;
    const candidates = first?.srcSet ?? srcSet;
    preload(src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: candidates,
      imageSizes: candidates ? sizes : undefined,
      type: first?.type,
    });
  }

  const status = attempt.status;
  const isLightbox = interactive === "lightbox";
  const fades = !priority;
  const sized = Boolean(ratio || (width && height));

  return (
    <figure
      ref={figureRef}
      data-slot="image"
      data-state={status}
      data-image-fallback=""
      className={cn("group/image flex w-full flex-col gap-sm", widthPresetClass[widthPreset], className)}
    >
      <div
        data-slot="image-frame"
        className={cn(
          "group relative isolate overflow-hidden rounded-card border-2 border-ink bg-bg-subtle",
          !sized && "min-h-11",
        )}
        style={
          ratio ? { aspectRatio: String(ratio) } : width && height ? { aspectRatio: `${width} / ${height}` } : undefined
        }
      >
        {status !== "loaded" ? (
          validBlurhash && status === "loading" ? (
            <BlurhashCanvas hash={validBlurhash} />
          ) : (
            <div
              aria-hidden="true"
              data-slot="image-placeholder"
              // Pulses only where the page's code will say when the picture has come (a hydrated page):
              // on a page without it the pulse would run, behind the picture, for as long as the page is open.
              className={cn(
                "absolute inset-0 bg-bg-subtle",
                status === "loading" && "motion-safe:[html[data-hydrated]_&]:animate-pulse",
              )}
            />
          )
        ) : null}
        {/* `display: contents` keeps the <img> laid out as the frame's own child. */}
        <picture className="contents">
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          <img
            ref={imgRef}
            src={src}
            srcSet={srcSet}
            // sizes only goes with a srcset.
            sizes={srcSet ? sizes : undefined}
            alt={alt}
            width={width}
            height={height}
            loading={priority ? "eager" : loading}
            fetchPriority={priority ? "high" : undefined}
            decoding={priority ? "sync" : "async"}
            onLoad={handleLoad}
            onError={handleError}
            className={cn(
              "relative block size-full object-cover group-data-image-failed/image:hidden",
              sized ? "absolute inset-0" : "h-auto",
              objectPositionClass[objectPosition],
              fades && "transition-opacity duration-300",
              // Hidden while loading only once the app is hydrated (root sets html[data-hydrated]): the
              // pre-rendered page shows the picture as soon as it arrives, so LCP does not wait for scripts.
              // Read from the figure's data-state, which hydration may set before React re-renders.
              fades && "[html[data-hydrated]_[data-slot=image][data-state=loading]_&]:opacity-0",
              interactive === "hover-zoom" &&
                "transition-[opacity,transform] duration-300 motion-safe:group-hover:scale-105",
            )}
          />
        </picture>
        <ImageFallbackLayer src={fallbackSrc} alt={alt} sized={sized} objectPosition={objectPosition} />
        {isLightbox ? (
          <button
            ref={triggerRef}
            type="button"
            aria-haspopup="dialog"
            aria-label={alt ? `View larger: ${alt}` : "View larger image"}
            data-slot="image-lightbox-trigger"
            onClick={() => setLightbox("open")}
            onPointerEnter={() => void loadLightbox()}
            onFocus={() => void loadLightbox()}
            className="absolute inset-0 z-10 flex min-h-11 min-w-11 cursor-zoom-in items-end justify-end p-sm focus-visible:-outline-offset-4"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-pill border-2 border-ink bg-bg-default text-ink transition-colors group-hover:bg-highlight group-hover:text-on-light">
              <Maximize2 aria-hidden="true" className="size-5" />
            </span>
          </button>
        ) : null}
        {shownBadges.map((badge, index) => (
          <Badge
            key={`${badge.position}-${index}`}
            variant={badge.variant ?? "default"}
            hideByLength={false}
            className={cn(
              "pointer-events-none absolute z-20 shadow-[2px_2px_0_0_var(--color-ink)]",
              badgePositionClass[badge.position],
            )}
          >
            {badge.content}
          </Badge>
        ))}
      </div>
      {hasCaption ? <figcaption className="text-caption text-ink-muted">{caption}</figcaption> : null}
      {isLightbox && lightbox !== "never" ? (
        <Suspense fallback={null}>
          <ImageLightbox
            open={lightbox === "open"}
            onOpenChange={(open) => setLightbox(open ? "open" : "closed")}
            src={status === "error" ? fallbackSrc : src}
            srcSet={status === "error" ? undefined : srcSet}
            alt={alt}
            caption={caption}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      ) : null}
    </figure>
  );
}
