import { collapseButtonThreshold } from "#model/ui/expandable-card.ts";
import type { GuidePage } from "#model/pages/inspiration-pages.ts";
import { needsAffiliateNotice } from "#model/content/link-groups.ts";
import { recommendationCountLine } from "./recommendation-count";
import { Breadcrumb } from "~/ui/breadcrumb";
import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";
import { Markdown } from "~/ui/markdown";
import { RecommendationCard, type RecommendationMedia } from "~/blocks/recommendation-card";
import { SafeLink } from "~/ui/safe-link";
import { AffiliateNotice } from "./affiliate-notice";
import { detailShell as shell } from "./detail-shell";
import { LoadErrorState } from "./loader-state";
import type { GuideData } from "./page-data";
import { guideHref, itemBadges, itemHref, itemLinks, itemMedia } from "./recommendation-props";

/** SPEC §9: guide pages have a threshold of their own for the sticky 'Collapse section'. */
const GUIDE_COLLAPSE_THRESHOLD = collapseButtonThreshold("guide");

export function GuideNotFound() {
  return (
    <div className={shell}>
      <Breadcrumb
        entries={[
          { label: "Home", href: "/" },
          { label: "Inspirations", href: "/inspirations" },
          { label: "Guide not found" },
        ]}
      />
      <h1 className="type-h1">Guide not found</h1>
      <p className="text-body3 text-ink-muted">This guide does not exist, or it is not published yet.</p>
      <p>
        <SafeLink
          href="/inspirations"
          className="inline-flex min-h-11 items-center text-link underline underline-offset-4"
        >
          Back to Inspirations
        </SafeLink>
      </p>
    </div>
  );
}

/** The first card's picture, written into the page when the loader found it small (decision 036). */
function withLeadImage(media: RecommendationMedia, leadImage: string | undefined): RecommendationMedia {
  return media.type === "image" && leadImage !== undefined ? { ...media, src: leadImage } : media;
}

function GuideView({ page, leadImage }: { page: GuidePage; leadImage: string | undefined }) {
  const { guide, items, links } = page;
  return (
    <div className={shell}>
      <Breadcrumb
        entries={[
          { label: "Home", href: "/" },
          { label: "Inspirations", href: "/inspirations" },
          { label: guide.title },
        ]}
      />
      <header className="flex flex-col gap-md">
        <h1 className="type-h1 text-balance">{guide.title}</h1>
        {guide.intro ? <p className="max-w-3xl text-body2 text-ink-muted">{guide.intro}</p> : null}
      </header>
      {guide.sections.length > 0 || guide.description_md ? (
        <ExpandableCardGroup className="flex flex-col gap-sm">
          {guide.sections.length > 0 ? (
            guide.sections.map((section) => (
              <ExpandableCard
                key={section.key}
                id={`section-${section.key}`}
                title={section.title}
                description={section.body_md}
                headingLevel={2}
                collapseThreshold={GUIDE_COLLAPSE_THRESHOLD}
              />
            ))
          ) : (
            <ExpandableCard
              id="section-notes"
              title="Notes"
              description={guide.description_md}
              headingLevel={2}
              collapseThreshold={GUIDE_COLLAPSE_THRESHOLD}
            />
          )}
        </ExpandableCardGroup>
      ) : null}
      {guide.related_content_md ? (
        <section aria-labelledby="related-content-title" className="flex flex-col gap-sm">
          <h2 id="related-content-title" className="type-h3">
            Related content
          </h2>
          <Markdown>{guide.related_content_md}</Markdown>
        </section>
      ) : null}
      <section aria-labelledby="recommendations-title" className="flex flex-col gap-md">
        <div className="flex flex-col gap-xs">
          <h2 id="recommendations-title" className="type-h2">
            Recommendations
          </h2>
          <p data-slot="recommendation-count" className="text-body3 text-ink-muted">
            {recommendationCountLine(items.length, guide.last_updated)}
          </p>
        </div>
        {needsAffiliateNotice(links) ? <AffiliateNotice /> : null}
        {items.length === 0 ? (
          <p className="text-body3">No recommendations found for this guide yet.</p>
        ) : (
          <ul className="grid items-start gap-md sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => {
              const { links: groups, referralCode } = itemLinks(links, item.slug);
              return (
                <li key={item.slug} className="h-full">
                  <RecommendationCard
                    title={item.title}
                    href={itemHref(item.slug)}
                    media={index === 0 ? withLeadImage(itemMedia(item, guide), leadImage) : itemMedia(item, guide)}
                    badges={itemBadges(item)}
                    notes={item.short_note}
                    links={groups}
                    referralCode={referralCode}
                    // The first picture is the page's largest paint on a phone: not lazy.
                    priority={index === 0}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * SPEC §2 guide detail, as its loader found it (SPEC §4): the guide, the error with Retry when the
 * content failed and has no guides, or 'Guide not found'.
 */
export function GuideDetail({ slug, data }: { slug: string; data: GuideData }) {
  if (data.page) return <GuideView page={data.page} leadImage={data.leadImage} />;
  if (data.failed) {
    return (
      <div className={shell}>
        <LoadErrorState href={guideHref(slug)} />
      </div>
    );
  }
  return <GuideNotFound />;
}
