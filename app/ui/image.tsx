import { isBlurhashValid, decode as decodeBlurhash } from "blurhash";
import { ImageOff, Maximize2 } from "lucide-react";
import { type ReactNode, Suspense, lazy, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import {
  DEFAULT_IMAGE_FALLBACK_SRC,
  type ImageBadgePosition,
  type ImageObjectPosition,
  type ImageWidthPreset,
  parseAspectRatio,
  placeImageBadges,
  sizesForWidthPreset,
} from "#model/ui/image-options.ts";
import type { ImageSource } from "#model/ui/responsive-image.ts";
import { Badge } from "./badge";
import { cn } from "./cn";
import { isHydrating } from "./hydration-phase";

// The lightbox (Radix Dialog) loads only when someone opens one (SPEC/DESIGN: lazy).
const loadLightbox = () => import("./image-lightbox");
const ImageLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.ImageLightbox })));

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

const objectPositionClass: Record<ImageObjectPosition, string> = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
  "top-left": "object-[left_top]",
  "top-right": "object-[right_top]",
  "bottom-left": "object-[left_bottom]",
  "bottom-right": "object-[right_bottom]",
};

const widthPresetClass: Record<ImageWidthPreset, string> = {
  xs: "max-w-[20rem]",
  md: "max-w-[28rem]",
  "2xl": "max-w-[42rem]",
  full: "",
};

const badgePositionClass: Record<ImageBadgePosition, string> = {
  "top-left": "top-sm left-sm",
  "top-right": "top-sm right-sm",
  "bottom-left": "bottom-sm left-sm",
  "bottom-right": "bottom-sm right-sm",
};

type Status = "loading" | "loaded" | "error";

function BlurhashCanvas({ hash }: { hash: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // Drawn in the next frame, not while the page hydrates: a picture that finished loading
    // before then removes this canvas first, and its decoding never runs.
    const frame = requestAnimationFrame(() => {
      const canvas = ref.current;
      const context = canvas?.getContext("2d");
      if (!canvas || !context) return;
      const pixels = decodeBlurhash(hash, 32, 32);
      const imageData = context.createImageData(32, 32);
      imageData.data.set(pixels);
      context.putImageData(imageData, 0, 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <canvas
      ref={ref}
      width={32}
      height={32}
      aria-hidden="true"
      data-slot="image-blurhash"
      className="absolute inset-0 size-full"
    />
  );
}

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

  if (priority) {
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
              className={cn("absolute inset-0 bg-bg-subtle", status === "loading" && "motion-safe:[html[data-hydrated]_&]:animate-pulse")}
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
        {/* Out of the page (layout and screen readers) until the picture fails: display none where it is
            written, so even a page whose CSS has not applied holds it back; the failed state's rule is
            important, to win over that. */}
        <div
          style={{ display: "none" }}
          data-slot="image-fallback"
          data-image-fallback=""
          className={cn("group/fallback group-data-image-failed/image:block!", sized ? "absolute inset-0" : "relative min-h-11")}
        >
          {/* Lazy: fetched only once it shows. */}
          <img
            src={fallbackSrc}
            alt={alt}
            loading="lazy"
            decoding="async"
            className={cn("block size-full object-cover group-data-image-failed/fallback:hidden", objectPositionClass[objectPosition])}
          />
          <div aria-hidden="true" className="absolute inset-0 hidden items-center justify-center text-ink-muted group-data-image-failed/fallback:flex">
            <ImageOff className="size-8" />
          </div>
        </div>
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
