import { ArrowUpRight } from "lucide-react";
import type { CaseStudy } from "#model/content/case-study.ts";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { SafeLink } from "~/ui/safe-link";

/** What a case-study card shows (SPEC §3 case study: title, thumbnail, url, optional tags). */
export type CaseStudyCardData = Pick<CaseStudy, "title" | "url"> & {
  thumbnail?: string | undefined;
  tags?: readonly string[] | undefined;
};

type CaseStudyCardProps = {
  caseStudy: CaseStudyCardData;
  className?: string;
};

/** A case study as a card that opens the write-up in a new tab (SPEC §2 Experiences). */
export function CaseStudyCard({ caseStudy, className }: CaseStudyCardProps) {
  const { title, url, thumbnail, tags = [] } = caseStudy;
  return (
    // The schemas let only web pages through, so the card opens the write-up in a new tab.
    <SafeLink
      href={url}
      data-slot="case-study-card"
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-card border-2 border-ink bg-bg-default wrap-anywhere text-ink transition-[box-shadow,translate] duration-150 hover:shadow-[4px_4px_0_0_var(--color-ink)] motion-safe:hover:-translate-y-0.5",
        className,
      )}
    >
      <span className="block aspect-[16/9] w-full overflow-hidden border-b-2 border-ink bg-bg-subtle">
        {/* A raw <img>, not Image: inside the card's link and its <span>s, where Image's <figure> may not go. */}
        <img
          src={thumbnail || "/placeholder.svg"}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
        />
      </span>
      <span className="flex flex-1 flex-col gap-sm p-md">
        <span className="text-caption font-semibold tracking-wider text-ink-muted uppercase">Case study</span>
        <span className="type-h4 text-pretty">{title}</span>
        {tags.length > 0 ? (
          <span className="flex flex-wrap gap-xs">
            {tags.map((tag) => (
              <Badge key={tag} variant="subtle">
                {tag}
              </Badge>
            ))}
          </span>
        ) : null}
        <span className="mt-auto inline-flex items-center gap-xs pt-xs text-caption font-semibold text-link">
          Read the case study
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </span>
      </span>
    </SafeLink>
  );
}
