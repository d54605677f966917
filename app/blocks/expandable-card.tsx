import { cva } from "class-variance-authority";
import { ChevronDown, ChevronsDownUp, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { type ExpandableCardVariant, collapseButtonThreshold } from "#model/ui/expandable-card.ts";
import type { ExperienceCard } from "#model/ui/experience-card.ts";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Disclosure } from "~/ui/disclosure";
import { Markdown } from "~/ui/markdown";
import { SafeLink } from "~/ui/safe-link";
import { type CaseStudyMap, DescriptionMarkup } from "./description-markup";

/* ------------------------------------------------------------------ group */

type ExpandableCardGroupProps = {
  children: ReactNode;
  /** The arrow keys between the cards come from an island, for a page that runs no app JavaScript (Disclosure.Group). */
  keysFromIsland?: boolean;
  className?: string;
};

/**
 * 'Collapse all' and 'Collapse section': small buttons with the collapse icon, clicked through the
 * island expandable-card (a group's 'Collapse all' is any of them inside the group without a threshold).
 */
export function CollapseButton({
  variant,
  slot,
  children,
}: {
  variant: "ghost" | "secondary";
  slot: string;
  children: string;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      icon={<ChevronsDownUp aria-hidden="true" className="size-4" />}
      data-slot={slot}
    >
      {children}
    </Button>
  );
}

/**
 * Cards of which only one is open at a time (SPEC §4): the browser closes the
 * others (`<details name>`), clicking the open card closes it, and none is open
 * by default, all before any script has loaded. Arrow keys, Home and End between
 * cards come from the disclosure-group island (keysFromIsland) or, on a page that
 * runs the app, with its script.
 */
export function ExpandableCardGroup({ children, keysFromIsland = false, className }: ExpandableCardGroupProps) {
  return (
    <div data-slot="expandable-card-group" className={cn("flex flex-col gap-md", className)}>
      <Disclosure.Group exclusive keysFromIsland={keysFromIsland} className="flex flex-col gap-md">
        {children}
      </Disclosure.Group>
    </div>
  );
}

/* ------------------------------------------------------------------- card */

/** SPEC §3 card tag: text and a category that styles it (e.g. journey-role, company, industry). */
export type CardTag = { text: string; category?: string };

export type ExpandableCardProps = {
  /** The card's value in its group and its element id, so '#id' links can open it. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A decorative emoji before the title. */
  emoji?: string;
  /** A logo image before the title; decorative, since the title or subtitle names the company. */
  logo?: string;
  tags?: readonly CardTag[];
  /** Markdown. */
  description?: string;
  /** An e-mail address, shown as a mail link (contact cards). */
  email?: string;
  /** The period badge, e.g. '2021 – now' (experience cards). */
  period?: string;
  /** Content of the card's own after the description and e-mail (a job's description markup, the showcase's extras). */
  children?: ReactNode;
  /** Level of the card's heading (inside its trigger). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Height in px above which the sticky 'Collapse section' button shows; by
   * default the variant's SPEC §9 threshold (guide pages pass theirs).
   */
  collapseThreshold?: number;
  variant?: ExpandableCardVariant;
  /** Controlled: the card follows this; the visitor's toggles arrive through onOpenChange (Disclosure.Root). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

const cardVariants = cva(
  "scroll-mt-24 rounded-card border-2 bg-bg-default wrap-anywhere text-ink transition-[box-shadow,border-color] duration-300 open:shadow-[4px_4px_0_0_var(--color-ink)]",
  {
    variants: {
      variant: {
        default: "border-ink",
        experience: "border-ink",
        contact: "border-ink",
        faq: "border-border-soft hover:border-ink open:border-ink",
      } satisfies Record<ExpandableCardVariant, string>,
    },
    defaultVariants: { variant: "default" },
  },
);

const titleClasses: Record<ExpandableCardVariant, string> = {
  default: "type-h4",
  experience: "type-h4",
  contact: "type-h4",
  faq: "text-body3 font-semibold md:text-[1.125rem]",
};

/** Tag colours by SPEC §3 tag category. */
function tagVariant(category: string | undefined) {
  if (!category) return "subtle";
  if (category.startsWith("journey-")) return "highlight";
  if (category === "achievement-positive") return "cyan";
  if (category === "achievement-negative") return "magenta";
  if (category === "company") return "dark";
  if (category === "industry") return "default";
  return "subtle";
}

/**
 * An expandable card (SPEC "Shared building blocks"): a trigger whose heading has
 * emoji or logo, title, subtitle and (experience) period badge; tags under it;
 * and, when open, the markdown description, the e-mail address and what the
 * caller composes into it (a job's description markup; the showcase's note,
 * image, details and actions: app/features/showcase/expandable-card-extras.tsx). It opens and closes in 300 ms (instantly under reduced
 * motion), and tall content gets a sticky 'Collapse section' button.
 */
export function ExpandableCard({
  id,
  title,
  subtitle,
  emoji,
  logo,
  tags = [],
  description,
  email,
  period,
  children,
  headingLevel = 3,
  collapseThreshold,
  variant = "default",
  open,
  onOpenChange,
  className,
}: ExpandableCardProps) {
  const threshold = collapseThreshold ?? collapseButtonThreshold(variant);
  const Heading = `h${headingLevel}` as const;
  const titleId = `${id}-title`;

  return (
    <Disclosure.Root
      open={open}
      onOpenChange={onOpenChange}
      data-slot="expandable-card"
      data-variant={variant}
      className={cn("relative", cardVariants({ variant }), className)}
    >
      {/* Named by its heading alone: the tags are a list of their own. */}
      <Disclosure.Trigger
        aria-labelledby={titleId}
        data-slot="expandable-card-trigger"
        className="flex flex-col rounded-[calc(var(--radius-card)-2px)]"
      >
        {/* The heading's id makes it an anchor the site search can point at (app/islands/search-results.ts). */}
        <Heading
          id={titleId}
          className={cn(
            "m-0 flex min-h-11 w-full items-center gap-md text-left",
            variant === "faq" ? "px-md py-sm md:px-lg md:py-md" : "p-md md:p-lg",
          )}
        >
          {emoji ? (
            <span aria-hidden="true" className="shrink-0 text-[1.75rem] leading-none md:text-[2rem]">
              {emoji}
            </span>
          ) : null}
          {logo ? (
            // A raw <img>, not Image: a <summary>'s heading holds phrasing content only, and Image is a <figure>.
            <img
              src={logo}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
              className="size-12 shrink-0 rounded-card border-2 border-ink bg-white object-contain p-xs"
            />
          ) : null}
          <span className="flex min-w-0 flex-1 flex-col gap-xs">
            <span className={cn(titleClasses[variant], "text-pretty")}>{title}</span>
            {subtitle ? <span className="text-caption text-ink-muted md:text-body3">{subtitle}</span> : null}
            {period ? (
              <span className="sm:hidden">
                <Badge variant="subtle" hideByLength={false}>
                  {period}
                </Badge>
              </span>
            ) : null}
          </span>
          {period ? (
            <span className="hidden shrink-0 sm:inline-flex">
              <Badge variant="subtle" hideByLength={false}>
                {period}
              </Badge>
            </span>
          ) : null}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform duration-300 group-open/disclosure:rotate-180 motion-reduce:transition-none"
          />
        </Heading>
        {tags.length > 0 ? (
          // A <summary> holds phrasing content only, so the list is made of spans with list roles.
          <span role="list" aria-label="Tags" className="-mt-xs flex flex-wrap gap-xs px-md pb-md md:px-lg">
            {tags.map((tag, index) => (
              <span role="listitem" key={`${tag.text}-${index}`} className="flex">
                <Badge variant={tagVariant(tag.category)} data-category={tag.category}>
                  {tag.text}
                </Badge>
              </span>
            ))}
          </span>
        ) : null}
      </Disclosure.Trigger>
      <Disclosure.Anchor id={id} className="scroll-mt-24" />

      {/* clip, not hidden: it is no scroll container, so the collapse button can stick to the viewport. */}
      <Disclosure.Content data-slot="expandable-card-content" className="overflow-clip">
        <div
          data-slot="expandable-card-body"
          className={cn(
            "flex flex-col gap-lg border-t-2 border-border-soft",
            variant === "faq" ? "px-md py-md md:px-lg" : "p-md md:p-lg",
          )}
        >
          {description ? <Markdown headingLevel={4}>{description}</Markdown> : null}
          {email ? (
            <p className="flex items-center gap-sm">
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <SafeLink
                href={`mailto:${email}`}
                className="inline-flex min-h-11 min-w-0 items-center font-semibold wrap-anywhere text-link underline decoration-2 underline-offset-4"
              >
                {email}
              </SafeLink>
            </p>
          ) : null}
          {children}
        </div>
        {/* In the page, hidden until the island expandable-card (app/islands/expandable-card.ts), started
            when the browser is idle, has measured the body taller than the threshold; it does the click. */}
        <div
          hidden
          data-island="expandable-card"
          data-island-idle=""
          data-collapse-threshold={threshold}
          className="pointer-events-none sticky bottom-md flex justify-center px-md pb-md"
        >
          <span className="pointer-events-auto rounded-pill bg-bg-default shadow-[3px_3px_0_0_var(--color-ink)]">
            <CollapseButton variant="secondary" slot="expandable-card-collapse">
              Collapse section
            </CollapseButton>
          </span>
        </div>
      </Disclosure.Content>
    </Disclosure.Root>
  );
}

/**
 * One job as an experience card (SPEC §3: logo, role, company, period badge, categorised tags,
 * description markup with its case-study links): the Professional Journey's cards and the
 * showcase's demo of the variant, drawn the same way.
 */
export function JobCard({ card, id, caseStudies }: { card: ExperienceCard; id: string; caseStudies: CaseStudyMap }) {
  return (
    <ExpandableCard
      id={id}
      variant="experience"
      title={card.role}
      subtitle={card.company}
      logo={card.logo}
      period={card.period}
      tags={card.tags}
    >
      {card.description ? (
        <DescriptionMarkup source={card.description} caseStudies={caseStudies} headingLevel={4} />
      ) : null}
    </ExpandableCard>
  );
}
