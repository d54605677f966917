import { Badge } from "~/ui/badge";

type HomeFigureProps = {
  src: string;
  alt: string;
  /** Image badges (SPEC §2 Home), laid over the picture's corners in order. */
  badges: readonly { emoji: string; text: string }[];
  /**
   * "eager" for a picture in the first screen on some viewport (the largest paint
   * must not wait for layout): the browser then raises its priority only where it
   * is on screen. Lazy by default.
   */
  loading?: "eager" | "lazy";
};

// Over the corners from 768 px; on phones a row under the picture, where they cannot overlap.
const corners = ["md:top-md md:left-md", "md:right-md md:bottom-md", "md:bottom-md md:left-md"] as const;

/**
 * A home-section illustration with its badges. A plain <img> with width and
 * height rather than the Image component: the home page's JavaScript budget
 * has no room for blurhash and the lazy lightbox, and nothing here needs them.
 */
export function HomeFigure({ src, alt, badges, loading = "lazy" }: HomeFigureProps) {
  return (
    <figure data-slot="home-figure" className="relative m-0 w-full">
      <img
        src={src}
        alt={alt}
        width={640}
        height={480}
        loading={loading}
        decoding="async"
        className="block aspect-[4/3] h-auto w-full rounded-card border-2 border-ink bg-bg-subtle shadow-[6px_6px_0_0_var(--color-ink)]"
      />
      <ul aria-label="Image badges" className="m-0 mt-md flex list-none flex-wrap gap-xs p-0 md:mt-0">
        {badges.map((badge, index) => (
          <li key={badge.text} className={`flex md:absolute ${corners[index % corners.length]}`}>
            <Badge emoji={badge.emoji} variant="default" hideByLength={false} className="inline-flex shadow-[2px_2px_0_0_var(--color-ink)]">
              {badge.text}
            </Badge>
          </li>
        ))}
      </ul>
    </figure>
  );
}
