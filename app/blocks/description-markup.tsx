import { ArrowUpRight, Newspaper } from "lucide-react";
import { type DescriptionPart, parseDescriptionMarkup } from "#model/ui/description-markup.ts";
import { ownEntry } from "#model/security/own-entry.ts";
import { type CaseStudyCardData, CaseStudyCard } from "./case-study-card";
import { cn } from "~/ui/cn";
import { Image } from "~/ui/image";
import { Markdown } from "~/ui/markdown";
import { SafeLink } from "~/ui/safe-link";

/** Case studies by slug, as the content layer supplies them. */
export type CaseStudyMap = Readonly<Record<string, CaseStudyCardData | undefined>>;

type DescriptionMarkupProps = {
  /** Markdown with <<image:path>>, <<case:slug>> and <<link:url>> tokens (SPEC §3). */
  source: string;
  caseStudies?: CaseStudyMap;
  /** Heading level of '#' headings inside the markdown. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
};

/**
 * The card a <<link:url>> token becomes (SPEC §3: 'External Article / Click to
 * read more'); `url` is a web page elsewhere, as parseDescriptionMarkup gives it.
 */
export function ExternalArticleCard({ url }: { url: string }) {
  const host = new URL(url).hostname.replace(/^www\./, "");
  return (
    <SafeLink
      href={url}
      data-slot="external-article-card"
      className="group flex h-full items-center gap-md rounded-card border-2 border-ink bg-bg-accent p-md text-ink transition-[box-shadow,translate] duration-150 hover:shadow-[4px_4px_0_0_var(--color-ink)] motion-safe:hover:-translate-y-0.5"
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-card border-2 border-ink bg-bg-default"
      >
        <Newspaper className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">External Article</span>
        <span className="text-caption text-ink-muted">Click to read more</span>
        <span className="truncate text-caption text-link">{host}</span>
      </span>
      <ArrowUpRight aria-hidden="true" className="size-5 shrink-0" />
    </SafeLink>
  );
}

type CardPart = Extract<DescriptionPart, { kind: "case" | "link" }>;
type Block = { kind: "markdown" | "image"; part: DescriptionPart } | { kind: "cards"; parts: CardPart[] };

/** Neighbouring case and link cards share one grid; markdown and images stand alone. */
function toBlocks(parts: DescriptionPart[], caseStudies: CaseStudyMap): Block[] {
  const blocks: Block[] = [];
  for (const part of parts) {
    if (part.kind === "markdown" || part.kind === "image") {
      blocks.push({ kind: part.kind, part });
      continue;
    }
    // SPEC §5: a case token with an unknown slug renders nothing.
    if (part.kind === "case" && !ownEntry(caseStudies, part.slug)) continue;
    const previous = blocks.at(-1);
    if (previous?.kind === "cards") previous.parts.push(part);
    else blocks.push({ kind: "cards", parts: [part] });
  }
  return blocks;
}

/**
 * An experience card's description: markdown, images, case-study cards and
 * external-article cards, in the order the source gives them.
 */
export function DescriptionMarkup({ source, caseStudies = {}, headingLevel, className }: DescriptionMarkupProps) {
  const blocks = toBlocks(parseDescriptionMarkup(source), caseStudies);
  return (
    <div data-slot="description-markup" className={cn("flex min-w-0 flex-col gap-md", className)}>
      {blocks.map((block, index) => {
        if (block.kind === "cards") {
          return (
            <ul key={index} className="grid gap-md sm:grid-cols-2">
              {block.parts.map((part, cardIndex) => {
                const caseStudy = part.kind === "case" ? ownEntry(caseStudies, part.slug) : undefined;
                return (
                  <li key={cardIndex}>
                    {caseStudy ? <CaseStudyCard caseStudy={caseStudy} /> : null}
                    {part.kind === "link" ? <ExternalArticleCard url={part.url} /> : null}
                  </li>
                );
              })}
            </ul>
          );
        }
        const { part } = block;
        if (part.kind === "markdown") {
          return (
            <Markdown key={index} headingLevel={headingLevel}>
              {part.text}
            </Markdown>
          );
        }
        if (part.kind === "image") {
          return <Image key={index} src={part.src} alt={part.alt} widthPreset="2xl" loading="lazy" />;
        }
        return null;
      })}
    </div>
  );
}
