import { cva } from "class-variance-authority";
import { ArrowRight, ArrowUpRight } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { cssColour, cssUrl } from "#model/ui/css-values.ts";
import { itemCountLabel } from "#model/content/item-count-label.ts";
import { splitInlineLinks } from "./inline-links";
import { linkTarget } from "#model/security/safe-links.ts";
import { Badge } from "./badge";
import { cn } from "./cn";
import { SafeLink } from "./safe-link";

/** SPEC §3 generic content card icon: an icon file or element on its own colours, with an item count. */
export type ContentCardIcon = {
  /** An icon file (a single-colour line drawing, tinted with iconColor when given). */
  iconUrl?: string;
  icon?: ReactNode;
  bgColor?: string;
  iconColor?: string;
  itemCount?: number;
};

export type ContentCardAction = {
  type: "internal" | "external";
  url: string;
  /** The words of the call to action under the text, e.g. 'Read the guide'. */
  label?: string;
};

type ContentCardProps = {
  title: string;
  /** Plain text; markdown-style [label](url) links become links that show their URL (SPEC §5). */
  description?: string;
  /** Shown as given, e.g. '$12'. */
  price?: string;
  image?: { src: string; alt: string };
  icon?: ContentCardIcon;
  badges?: readonly { emoji?: string; text: string }[];
  action?: ContentCardAction;
  /** Horizontal: a case study with its picture beside the text; vertical: an insight with its picture on top. */
  orientation?: "horizontal" | "vertical";
  size?: "sm" | "md" | "lg";
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const cardVariants = cva(
  "group/card relative flex h-full overflow-hidden rounded-card wrap-anywhere border-2 border-ink bg-bg-default text-ink transition-[box-shadow,translate] duration-150 has-[[data-slot=content-card-link]:focus-visible]:outline-3 has-[[data-slot=content-card-link]:focus-visible]:outline-offset-2 has-[[data-slot=content-card-link]:focus-visible]:outline-focus",
  {
    variants: {
      orientation: {
        horizontal: "flex-col md:flex-row",
        vertical: "flex-col",
      },
      interactive: {
        true: "hover:shadow-[4px_4px_0_0_var(--color-ink)] motion-safe:hover:-translate-y-0.5",
        false: "",
      },
    },
    defaultVariants: { orientation: "vertical", interactive: false },
  },
);

/** SPEC §9 content card padding: 16 / 20 / 24 px across screen sizes; sm stays at 16. */
const bodyPadding = { sm: "p-md", md: "p-md md:p-5 lg:p-lg", lg: "p-md md:p-5 lg:p-lg" } as const;
const titleSize = { sm: "text-body3 font-semibold", md: "type-h4", lg: "type-h3" } as const;

function Description({ text }: { text: string }) {
  return (
    <p className="text-caption text-pretty text-ink-muted md:text-body3">
      {splitInlineLinks(text).map((run, index) =>
        run.kind === "text" ? (
          run.text
        ) : (
          // Above the card-wide link, so it can be clicked on its own.
          <SafeLink
            key={index}
            href={run.target.href}
            title={run.label}
            className="relative z-10 font-semibold wrap-anywhere text-link underline decoration-2 underline-offset-4"
          >
            {run.url}
          </SafeLink>
        ),
      )}
    </p>
  );
}

function IconTile({ icon, size }: { icon: ContentCardIcon; size: "sm" | "md" | "lg" }) {
  // Content colours and addresses reach CSS only through these checks, as custom properties.
  const bg = cssColour(icon.bgColor);
  const fg = cssColour(icon.iconColor);
  const mask = fg && cssUrl(icon.iconUrl);
  return (
    <span
      aria-hidden="true"
      data-slot="content-card-icon"
      style={bg || fg ? ({ "--icon-bg": bg, "--icon-fg": fg } as CSSProperties) : undefined}
      className={cn(
        "grid shrink-0 place-items-center rounded-card border-2 border-ink bg-[var(--icon-bg,var(--color-bg-accent))] text-(--icon-fg)",
        size === "sm" ? "size-14" : "size-16 md:size-20",
      )}
    >
      {mask ? (
        <span
          className="size-3/5 bg-(--icon-fg) mask-(--icon-mask) mask-contain mask-center mask-no-repeat"
          style={{ "--icon-mask": mask } as CSSProperties}
        />
      ) : icon.iconUrl && !fg ? (
        // A raw <img>, not Image: a decorative icon inside the tile's <span>, without a frame of its own.
        <img src={icon.iconUrl} alt="" width={48} height={48} loading="lazy" className="size-3/5 object-contain" />
      ) : (
        icon.icon
      )}
    </span>
  );
}

/**
 * A content card (SPEC §3 generic content card): a horizontal case study, a
 * vertical insight, or an icon category tile with its item count. With an
 * action the whole card is one link (internal in the app, external in a new tab);
 * links inside the description stay separately clickable.
 */
export function ContentCard({
  title,
  description,
  price,
  image,
  icon,
  badges = [],
  action,
  orientation = "vertical",
  size = "md",
  headingLevel = 3,
  className,
}: ContentCardProps) {
  const Heading = `h${headingLevel}` as const;
  // Where the card goes is the site's one link rule; an address it refuses leaves the card without a link.
  const target = action ? linkTarget(action.url) : null;
  // A page elsewhere always opens in a new tab; an external action opens any address in one.
  const external = target ? target.kind === "web" || action?.type === "external" : false;
  const actionLabel = target ? action?.label : undefined;
  // The title's link stretches over the whole card.
  const stretched = "static after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none";
  const linkClasses = cn(stretched, "hover:underline hover:decoration-2 hover:underline-offset-4");
  const titleLink = !target ? (
    title
  ) : (
    <SafeLink href={target.href} newTab={external} data-slot="content-card-link" className={linkClasses}>
      {title}
    </SafeLink>
  );

  return (
    <article
      data-slot="content-card"
      data-orientation={orientation}
      data-kind={image ? "image" : icon ? "icon" : "text"}
      className={cn(cardVariants({ orientation, interactive: Boolean(target) }), className)}
    >
      {image ? (
        <div
          className={cn(
            "relative shrink-0 overflow-hidden border-ink bg-bg-subtle",
            orientation === "horizontal"
              ? "aspect-[16/10] border-b-2 md:aspect-auto md:w-2/5 md:border-r-2 md:border-b-0"
              : "aspect-[16/9] border-b-2",
          )}
        >
          {/* A raw <img>, not Image: it fills the card's own framed box, which zooms it on hover. */}
          <img
            src={image.src}
            alt={image.alt}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover transition-transform duration-300 motion-safe:group-hover/card:scale-[1.03]"
          />
        </div>
      ) : null}
      <div
        className={cn(
          "flex min-w-0 flex-1 gap-md",
          bodyPadding[size],
          icon && !image ? "flex-row items-start" : "flex-col",
        )}
      >
        {icon && !image ? <IconTile icon={icon} size={size} /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-sm">
          {badges.length > 0 ? (
            <div className="flex flex-wrap gap-xs">
              {badges.map((badge) => (
                <Badge key={badge.text} emoji={badge.emoji} variant="subtle">
                  {badge.text}
                </Badge>
              ))}
            </div>
          ) : null}
          <Heading className={cn(titleSize[size], "text-pretty")}>{titleLink}</Heading>
          {icon?.itemCount !== undefined ? (
            <p data-slot="content-card-count" className="text-caption font-semibold text-ink-muted">
              {itemCountLabel(icon.itemCount)}
            </p>
          ) : null}
          {description ? <Description text={description} /> : null}
          {price || actionLabel ? (
            <div className="mt-auto flex flex-wrap items-center justify-between gap-sm pt-sm">
              {price ? (
                <span data-slot="content-card-price" className="font-display text-body2 font-bold">
                  {price}
                </span>
              ) : null}
              {actionLabel ? (
                <span
                  aria-hidden="true"
                  className="inline-flex items-center gap-xs text-caption font-semibold text-link"
                >
                  {actionLabel}
                  {external ? <ArrowUpRight className="size-4" /> : <ArrowRight className="size-4" />}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
