import type { ReactElement } from "react";
import { Badge } from "~/ui/badge";

/** A drawing written into the page (inline SVG), given its read-aloud words and the figure's picture classes. */
export type Drawing = (props: { label: string; className: string }) => ReactElement;

type HomeFigureProps = {
  /**
   * A file (`src`), loaded lazily; or, for a picture in the first screen on some viewport, a drawing
   * written into the page (`Drawing`), which waits for no request at all.
   */
  picture: { src: string } | { Drawing: Drawing };
  alt: string;
  /** Image badges (SPEC §2 Home), laid over the picture's corners in order. */
  badges: readonly { emoji: string; text: string }[];
};

// Over the corners from 768 px; on phones a row under the picture, where they cannot overlap.
const corners = ["md:top-md md:left-md", "md:right-md md:bottom-md", "md:bottom-md md:left-md"] as const;

const pictureClass =
  "block aspect-[4/3] h-auto w-full rounded-card border-2 border-ink bg-bg-subtle shadow-[6px_6px_0_0_var(--color-ink)]";

/**
 * A home-section illustration with its badges. A plain <img> with width and
 * height (or inline SVG) rather than the Image component: the home page runs no
 * app, and nothing here needs blurhash or the lightbox.
 */
export function HomeFigure({ picture, alt, badges }: HomeFigureProps) {
  return (
    <figure data-slot="home-figure" className="relative m-0 w-full">
      {"Drawing" in picture ? (
        <picture.Drawing label={alt} className={pictureClass} />
      ) : (
        <img
          src={picture.src}
          alt={alt}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className={pictureClass}
        />
      )}
      <ul aria-label="Image badges" className="m-0 mt-md flex list-none flex-wrap gap-xs p-0 md:mt-0">
        {badges.map((badge, index) => (
          <li key={badge.text} className={`flex md:absolute ${corners[index % corners.length]}`}>
            <Badge
              emoji={badge.emoji}
              variant="default"
              hideByLength={false}
              className="inline-flex shadow-[2px_2px_0_0_var(--color-ink)]"
            >
              {badge.text}
            </Badge>
          </li>
        ))}
      </ul>
    </figure>
  );
}
