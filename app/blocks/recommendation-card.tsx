import { ArrowUpRight, ChevronDown, Copy, Package } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { cssColour } from "#model/ui/css-values.ts";
import { linkTarget } from "#model/security/safe-links.ts";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { COPY_CONFIRMATIONS } from "~/ui/clipboard";
import { cn } from "~/ui/cn";
import { CopyText } from "~/ui/copy-text";
import { Disclosure } from "~/ui/disclosure";
import { Markdown } from "~/ui/markdown";

/** SPEC §3 recommendation card media: an image, or an icon with a fallback and colours. */
export type RecommendationMedia =
  | { type: "image"; src: string; alt: string; fallbackIcon?: ReactNode; bgColor?: string; iconColor?: string }
  | { type: "icon"; src?: string; alt?: string; fallbackIcon?: ReactNode; bgColor?: string; iconColor?: string };

export type RecommendationLink = { label: string; url: string };

/** SPEC §3: official, regional (by region, labelled links) and other links. */
export type RecommendationLinks = {
  official?: readonly RecommendationLink[];
  regional?: readonly { region: string; links: readonly RecommendationLink[] }[];
  other?: readonly RecommendationLink[];
};

type RecommendationCardProps = {
  title: string;
  media?: RecommendationMedia;
  /** Badge texts, e.g. the entry type and '⭐ Featured'. */
  badges?: readonly string[];
  /** Markdown, shown under 'My take'. */
  notes?: string;
  links?: RecommendationLinks;
  referralCode?: string;
  /** The item's own page; the title links there when given. */
  href?: string;
  headingLevel?: 2 | 3 | 4;
  /** The page's main picture (e.g. the first card of a guide): loads at once, with high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * The picture or icon file, with the fallback icon in the page beside it: an image that fails is
 * marked by the shell's head script (data-image-failed on the data-image-fallback element, with or
 * without the page's scripts; app/shell/shell-script.ts), and CSS then shows the fallback in its
 * place. The failed image stays for screen readers, which still hear its description.
 */
function Media({ media, priority }: { media: RecommendationMedia; priority: boolean }) {
  // Content colours reach CSS only through this check, as custom properties.
  const bg = cssColour(media.bgColor);
  const fg = cssColour(media.iconColor);
  const colours = bg || fg ? ({ "--media-bg": bg, "--media-fg": fg } as CSSProperties) : undefined;
  const icon = media.fallbackIcon ?? <Package aria-hidden="true" className="size-10" />;
  if (!media.src) {
    return (
      <div
        data-slot="recommendation-media"
        data-media="fallback"
        style={colours}
        className={cn(
          "grid aspect-[4/3] place-items-center border-b-2 border-ink",
          bg ? "bg-(--media-bg)" : "bg-bg-accent",
          fg ? "text-(--media-fg)" : "text-ink",
        )}
      >
        {/* An icon without a file keeps the card's shape. */}
        <span
          role={media.alt ? "img" : undefined}
          aria-label={media.alt || undefined}
          aria-hidden={media.alt ? undefined : true}
        >
          {icon}
        </span>
      </div>
    );
  }
  const isImage = media.type === "image";
  return (
    <div
      data-slot="recommendation-media"
      data-media={media.type}
      data-image-fallback=""
      style={colours}
      className={cn(
        "group/media grid aspect-[4/3] place-items-center overflow-hidden border-b-2 border-ink",
        isImage
          ? cn(
              "bg-bg-subtle",
              bg ? "data-image-failed:bg-(--media-bg)" : "data-image-failed:bg-bg-accent",
              fg ? "data-image-failed:text-(--media-fg)" : "data-image-failed:text-ink",
            )
          : cn(bg ? "bg-(--media-bg)" : "bg-bg-accent", fg ? "text-(--media-fg)" : "text-ink"),
      )}
    >
      {/* A raw <img>, not Image: a failed picture gives way to the card's fallback icon by the shell's head script. */}
      <img
        src={media.src}
        alt={media.alt ?? ""}
        loading={isImage && priority ? "eager" : "lazy"}
        fetchPriority={isImage && priority ? "high" : undefined}
        decoding="async"
        className={cn(
          isImage ? "size-full object-cover" : "size-1/3 object-contain",
          "group-data-image-failed/media:sr-only",
        )}
      />
      <span
        aria-hidden="true"
        data-slot="recommendation-media-fallback"
        className="hidden group-data-image-failed/media:contents"
      >
        {icon}
      </span>
    </div>
  );
}

/** Store links as small buttons (a store elsewhere opens in a new tab, by Button); also used by the recommendation detail page. */
export function LinkList({ links }: { links: readonly RecommendationLink[] }) {
  return (
    <ul className="flex flex-wrap gap-xs">
      {links.map((link) => (
        <li key={`${link.label}-${link.url}`}>
          <Button
            asChild
            variant="tertiary"
            size="sm"
            icon={<ArrowUpRight aria-hidden="true" className="size-4" />}
            iconPosition="end"
          >
            <SafeLink href={link.url}>{link.label}</SafeLink>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function LinkGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-xs">
      <p className="text-caption font-semibold tracking-wider text-ink-muted uppercase">{label}</p>
      {children}
    </div>
  );
}

function ReferralCode({ code }: { code: string }) {
  return (
    <div
      data-slot="referral-code"
      className="flex flex-wrap items-center gap-sm rounded-card border-2 border-dashed border-ink bg-bg-subtle p-sm"
    >
      <span className="text-caption font-semibold">Referral code</span>
      <code className="rounded-sm bg-bg-default px-sm py-xs font-mono text-body3 font-bold tracking-wider">{code}</code>
      {/* SPEC §4: the referral button itself says 'Copied!'; no toast. The island copy-text copies. */}
      <CopyText
        text={code}
        size="sm"
        variant="secondary"
        icon={<Copy aria-hidden="true" className="size-4" />}
        clickedLabel={COPY_CONFIRMATIONS.button}
      >
        Copy
      </CopyText>
    </div>
  );
}

type CardSectionProps = {
  heading: "h3" | "h4" | "h5";
  label: string;
  className?: string;
  bodyClassName: string;
  children: ReactNode;
};

/**
 * One of the card's two expandable parts ('My take', 'Get it'), in the
 * pre-rendered page with its words, so opening it needs no script.
 */
function CardSection({ heading: SectionHeading, label, className, bodyClassName, children }: CardSectionProps) {
  return (
    <Disclosure.Root className={className}>
      <Disclosure.Trigger className="rounded-md hover:bg-bg-subtle">
        <SectionHeading className="flex min-h-11 w-full items-center justify-between gap-sm px-sm text-left text-body3 font-semibold">
          {label}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform duration-300 group-open/disclosure:rotate-180 motion-reduce:transition-none"
          />
        </SectionHeading>
      </Disclosure.Trigger>
      <Disclosure.Content className={bodyClassName}>{children}</Disclosure.Content>
    </Disclosure.Root>
  );
}

/**
 * A recommendation card (SPEC §2 guide detail, §3): picture or icon (with a
 * fallback when it fails), title, badges, and two expandable parts: 'My take'
 * (markdown notes) and 'Get it' (official, regional and other links and a
 * referral code with a 'Copy' button that says 'Copied!').
 */
export function RecommendationCard({
  title,
  media,
  badges = [],
  notes,
  links = {},
  referralCode,
  href,
  headingLevel = 3,
  priority = false,
  className,
}: RecommendationCardProps) {
  const Heading = `h${headingLevel}` as const;
  const SectionHeading = `h${Math.min(headingLevel + 1, 6)}` as "h3" | "h4" | "h5";
  const official = links.official ?? [];
  const regional = (links.regional ?? []).filter((group) => group.links.length > 0);
  const other = links.other ?? [];
  const hasLinks = official.length + regional.length + other.length > 0 || Boolean(referralCode);
  // The title links to the item's own page on this site, and to nothing else.
  const page = href ? linkTarget(href) : null;

  return (
    <article
      data-slot="recommendation-card"
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-card border-2 border-ink bg-bg-default wrap-anywhere text-ink",
        className,
      )}
    >
      {media ? <Media media={media} priority={priority} /> : null}
      <div className="flex flex-1 flex-col gap-md p-md md:p-5 lg:p-lg">
        {badges.length > 0 ? (
          <div className="flex flex-wrap gap-xs">
            {badges.map((badge) => (
              <Badge key={badge} variant={badge.includes("Featured") ? "highlight" : "subtle"}>
                {badge}
              </Badge>
            ))}
          </div>
        ) : null}
        <Heading className="type-h4 text-pretty">
          {page?.kind === "site" ? (
            <SafeLink href={page.href} className="underline-offset-4 hover:underline">
              {title}
            </SafeLink>
          ) : (
            title
          )}
        </Heading>
        {notes || hasLinks ? (
          <Disclosure.Group keysFromIsland className="mt-auto flex flex-col border-t-2 border-border-soft pt-sm">
            {notes ? (
              <CardSection
                heading={SectionHeading}
                label="My take"
                className="border-b border-border-soft last:border-b-0"
                bodyClassName="px-sm pb-md"
              >
                <Markdown size="small" headingLevel={Math.min(headingLevel + 2, 6) as 4 | 5 | 6}>
                  {notes}
                </Markdown>
              </CardSection>
            ) : null}
            {hasLinks ? (
              <CardSection heading={SectionHeading} label="Get it" bodyClassName="flex flex-col gap-md px-sm pb-md">
                {official.length > 0 ? (
                  <LinkGroup label="Official store">
                    <LinkList links={official} />
                  </LinkGroup>
                ) : null}
                {regional.map((group) => (
                  <LinkGroup key={group.region} label={group.region}>
                    <LinkList links={group.links} />
                  </LinkGroup>
                ))}
                {other.length > 0 ? (
                  <LinkGroup label="Other options">
                    <LinkList links={other} />
                  </LinkGroup>
                ) : null}
                {referralCode ? <ReferralCode code={referralCode} /> : null}
              </CardSection>
            ) : null}
          </Disclosure.Group>
        ) : null}
      </div>
    </article>
  );
}
