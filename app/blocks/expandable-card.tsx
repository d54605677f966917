import { cva } from "class-variance-authority";
import { ChevronDown, ChevronsDownUp, Copy, Mail } from "lucide-react";
import { type ReactNode, createContext, useContext, useEffect, useMemo, useRef } from "react";
import {
  type DetailEntry,
  type ExpandableCardVariant,
  classifyDetail,
  collapseButtonThreshold,
} from "../../model/expandable-card";
import type { ExperienceCard } from "../../model/experience-card";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { CaseStudyCard } from "./case-study-card";
import { COPY_CONFIRMATIONS } from "~/ui/clipboard";
import { cn } from "~/ui/cn";
import { CopyText } from "~/ui/copy-text";
import { Disclosure } from "~/ui/disclosure";
import { type CaseStudyMap, DescriptionMarkup } from "./description-markup";
import { Image } from "~/ui/image";
import { Markdown } from "~/ui/markdown";

/* ------------------------------------------------------------------ group */

type GroupContextValue = {
  /** The open card's id ("" for none) when the page owns it. */
  value: string | undefined;
  /** Reports a card opened or closed by the visitor or by the browser. */
  onCardToggle: (id: string, open: boolean) => void;
};

const GroupContext = createContext<GroupContextValue>({ value: undefined, onCardToggle: () => undefined });

type ExpandableCardGroupProps = {
  children: ReactNode;
  /** Id of the open card ("" for none), to control the group from outside. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Shows a 'Collapse all' button above the cards. */
  showCollapseAll?: boolean;
  /** The arrow keys between the cards come from an island, for a page that runs no app JavaScript (Disclosure.Group). */
  keysFromIsland?: boolean;
  className?: string;
};

/** 'Collapse all' and 'Collapse section': small buttons with the collapse icon, clicked through the island expandable-card. */
function CollapseButton({ variant, slot, children }: { variant: "ghost" | "secondary"; slot: string; children: string }) {
  return (
    <Button variant={variant} size="sm" icon={<ChevronsDownUp aria-hidden="true" className="size-4" />} data-slot={slot}>
      {children}
    </Button>
  );
}

/**
 * Cards of which only one is open at a time (SPEC §4): the browser closes the
 * others (`<details name>`), clicking the open card closes it, collapse-all
 * closes everything, and none is open by default. All of it works before the
 * page's script has loaded; arrow keys, Home and End between cards come with it.
 */
export function ExpandableCardGroup({
  children,
  value,
  onValueChange,
  showCollapseAll = false,
  keysFromIsland = false,
  className,
}: ExpandableCardGroupProps) {
  // Toggle events arrive one by one (the closed card's and the opened one's), before the owner re-renders.
  const openId = useRef(value ?? "");
  useEffect(() => {
    openId.current = value ?? openId.current;
  }, [value]);
  const context = useMemo<GroupContextValue>(
    () => ({
      value,
      onCardToggle: (id, open) => {
        if (open) openId.current = id;
        else if (openId.current === id) openId.current = "";
        else return;
        onValueChange?.(openId.current);
      },
    }),
    [value, onValueChange],
  );

  return (
    <div data-slot="expandable-card-group" className={cn("flex flex-col gap-md", className)}>
      {showCollapseAll ? (
        // The island expandable-card closes the group's cards; a click before its code came is replayed.
        <div data-island="expandable-card" className="flex justify-end noscript:hidden">
          <CollapseButton variant="ghost" slot="expandable-card-collapse-all">
            Collapse all
          </CollapseButton>
        </div>
      ) : null}
      <GroupContext.Provider value={context}>
        <Disclosure.Group exclusive keysFromIsland={keysFromIsland} className="flex flex-col gap-md">
          {children}
        </Disclosure.Group>
      </GroupContext.Provider>
    </div>
  );
}

/* ------------------------------------------------------------------- card */

/** SPEC §3 card tag: text and a category that styles it (e.g. journey-role, company, industry). */
export type CardTag = { text: string; category?: string };

/** SPEC §3 card action. */
export type CardAction = {
  label: string;
  icon?: ReactNode;
  variant?: "primary" | "secondary";
  href?: string;
  /**
   * Open `href` in a new tab even when it is a page of this site. A page
   * elsewhere always opens in one (the site's link rule, in Button), whatever this says.
   */
  external?: boolean;
  /** Copy the card's e-mail address, confirming with 'Copied email to clipboard!' (the copy-text island; onClick is not called). */
  copyEmail?: boolean;
  onClick?: () => void;
};

type CardImage = { src: string; alt: string };

type CommonProps = {
  /** The card's value in its group and its element id, so '#id' links can open it. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A decorative emoji before the title. */
  emoji?: string;
  /** A logo image before the title; decorative, since the title or subtitle names the company. */
  logo?: string;
  tags?: readonly CardTag[];
  /** Markdown. Experience cards also understand the <<image>>, <<case>> and <<link>> tokens. */
  description?: string;
  image?: CardImage;
  details?: readonly DetailEntry[];
  email?: string;
  actions?: readonly CardAction[];
  /** Custom content shown after the details. */
  children?: ReactNode;
  /** Level of the card's heading (inside its trigger). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Height in px above which the sticky 'Collapse section' button shows; by
   * default the variant's SPEC §9 threshold (guide pages pass 400).
   */
  collapseThreshold?: number;
  className?: string;
};

type VariantOnlyProps =
  | { variant?: "default" | "faq"; period?: never; note?: never; caseStudies?: never }
  | {
      variant: "experience";
      /** The period badge, e.g. '2021 – now' (experience cards only). */
      period?: string;
      /** Case studies that <<case:slug>> tokens in the description refer to. */
      caseStudies?: CaseStudyMap;
      note?: never;
    }
  | {
      variant: "contact";
      /** A short note (contact cards only). */ note?: ReactNode;
      period?: never;
      caseStudies?: never;
    };

export type ExpandableCardProps = CommonProps & VariantOnlyProps;

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

function ActionButton({ action, email }: { action: CardAction; email: string | undefined }) {
  const variant = action.variant ?? "secondary";
  if (action.copyEmail && email) {
    // The island copy-text (app/islands/copy-text.ts) copies, on pages with or without React; the
    // page needs a ToasterMarkup for the toast.
    return (
      <CopyText
        text={email}
        toast={COPY_CONFIRMATIONS.email}
        clickedLabel={action.label}
        variant={variant}
        icon={action.icon ?? <Copy aria-hidden="true" className="size-4" />}
      >
        {action.label}
      </CopyText>
    );
  }
  if (action.href) {
    return (
      <Button asChild variant={variant} icon={action.icon} onClick={action.onClick}>
        <SafeLink href={action.href} newTab={action.external}>
          {action.label}
        </SafeLink>
      </Button>
    );
  }
  return (
    <Button variant={variant} icon={action.icon} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

function Details({ entries }: { entries: readonly DetailEntry[] }) {
  return (
    <ul data-slot="expandable-card-details" className="flex flex-col gap-sm">
      {entries.map((entry, index) => {
        const view = classifyDetail(entry);
        switch (view.kind) {
          case "case-study":
            return (
              <li key={index} className="max-w-[24rem]">
                <CaseStudyCard caseStudy={view} />
              </li>
            );
          case "image":
            return (
              <li key={index}>
                <Image src={view.src} alt={view.alt} widthPreset="2xl" loading="lazy" />
              </li>
            );
          default:
            return (
              <li
                key={index}
                data-kind={view.kind}
                className={cn(
                  "relative pl-lg before:absolute before:left-xs before:text-primary before:content-['•']",
                  view.kind === "unknown" && "text-ink-muted italic",
                )}
              >
                {view.text}
              </li>
            );
        }
      })}
    </ul>
  );
}

/**
 * An expandable card (SPEC "Shared building blocks"): a trigger whose heading has
 * emoji or logo, title, subtitle and (experience) period badge; tags under it;
 * and, when open, the (contact) note, markdown description, image, details,
 * e-mail and actions. It opens and closes in 300 ms (instantly under reduced
 * motion), and tall content gets a sticky 'Collapse section' button.
 */
export function ExpandableCard(props: ExpandableCardProps) {
  const {
    id,
    title,
    subtitle,
    emoji,
    logo,
    tags = [],
    description,
    image,
    details = [],
    email,
    actions = [],
    children,
    headingLevel = 3,
    collapseThreshold,
    className,
  } = props;
  const variant = props.variant ?? "default";
  const group = useContext(GroupContext);
  const threshold = collapseThreshold ?? collapseButtonThreshold(variant);
  const Heading = `h${headingLevel}` as const;
  const titleId = `${id}-title`;
  const period = props.variant === "experience" ? props.period : undefined;
  const note = props.variant === "contact" ? props.note : undefined;

  return (
    <Disclosure.Root
      open={group.value === undefined ? undefined : group.value === id}
      onOpenChange={(open) => group.onCardToggle(id, open)}
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
        {/* The heading's id makes it an anchor the site search can point at (model/search-results.ts). */}
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
          {note ? (
            <p
              data-slot="expandable-card-note"
              className="rounded-card border-2 border-dashed border-ink bg-bg-default px-md py-sm text-caption"
            >
              {note}
            </p>
          ) : null}
          {description ? (
            props.variant === "experience" ? (
              <DescriptionMarkup source={description} caseStudies={props.caseStudies} headingLevel={4} />
            ) : (
              <Markdown headingLevel={4}>{description}</Markdown>
            )
          ) : null}
          {image ? <Image src={image.src} alt={image.alt} widthPreset="2xl" loading="lazy" /> : null}
          {details.length > 0 ? <Details entries={details} /> : null}
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
          {actions.length > 0 ? (
            <div className="flex flex-wrap gap-sm">
              {actions.map((action) => (
                <ActionButton key={action.label} action={action} email={email} />
              ))}
            </div>
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
      description={card.description}
      caseStudies={caseStudies}
    />
  );
}
