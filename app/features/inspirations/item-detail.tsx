import { ArrowLeft, MapPin } from "lucide-react";
import type { ItemPage } from "#model/pages/inspiration-pages.ts";
import { type DisplayLink, groupLinks, needsAffiliateNotice } from "#model/content/link-groups.ts";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { ContentCard } from "~/ui/content-card";
import { LinkList } from "~/blocks/recommendation-card";
import { Image } from "~/ui/image";
import { AffiliateNotice } from "./affiliate-notice";
import { detailShell as shell } from "./detail-shell";
import { LoadErrorState } from "./loader-state";
import type { ItemCover, ItemData } from "./page-data";
import { guideHref, itemBadges, itemHref } from "./recommendation-props";

export function ItemNotFound() {
  return (
    <div className={`${shell} items-start`}>
      <h1 className="type-h1">Recommendation not found</h1>
      <p className="text-body3 text-ink-muted">This recommendation does not exist, or it is not published yet.</p>
      <Button asChild variant="secondary">
        <SafeLink href="/inspirations">Back to Inspirations</SafeLink>
      </Button>
    </div>
  );
}

function LinkGroup({ title, links }: { title: string; links: readonly DisplayLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="flex flex-col gap-xs">
      <h3 className="text-caption font-semibold tracking-wider text-ink-muted uppercase">{title}</h3>
      <LinkList links={links} />
    </div>
  );
}

function ItemView({ page, cover }: { page: ItemPage; cover: ItemCover }) {
  const { item, guide, links, related } = page;
  const groups = groupLinks(links, item.slug);
  // Regional links join the group of their store type, named with their region.
  const regional = groups.regional.flatMap((group) =>
    group.links.map((link) => ({ ...link, label: `${link.label} (${group.region})` })),
  );
  const ofType = (types: readonly string[]) => regional.filter((link) => types.includes(link.storeType));
  const official = [...groups.official, ...ofType(["Official"])];
  const marketplaces = [...groups.marketplaces, ...ofType(["Marketplace"])];
  const other = [...groups.other, ...ofType(["Portfolio", "Review", "Other"])];
  const hasLinks = official.length + marketplaces.length + other.length > 0;
  const badges = itemBadges(item, "⭐ Featured");

  return (
    <div className={shell}>
      <div>
        <Button
          asChild
          variant="ghost"
          // Lines the arrow up with the text below; the ghost button keeps its padding as tap area.
          className="-ml-lg"
          icon={<ArrowLeft aria-hidden="true" className="size-4" />}
        >
          <SafeLink href={guide ? guideHref(guide.category_slug) : "/inspirations"}>
            {guide ? `Back to ${guide.title}` : "Back to Inspirations"}
          </SafeLink>
        </Button>
      </div>
      <div className="grid gap-lg lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-md">
          {badges.length > 0 ? (
            <div className="flex flex-wrap gap-xs">
              {badges.map((badge) => (
                <Badge
                  key={badge}
                  variant={item.featured && badge === "⭐ Featured" ? "highlight" : "subtle"}
                  hideByLength={false}
                >
                  {badge}
                </Badge>
              ))}
            </div>
          ) : null}
          <h1 className="type-h1 text-balance">{item.title}</h1>
          {item.brand_company ? <p className="text-body2 text-ink-muted">by {item.brand_company}</p> : null}
          {item.description ? <p className="max-w-3xl text-body2 whitespace-pre-line">{item.description}</p> : null}
          {/* The cover as the loader chose it (page-data.ts ItemCover); a failure shows the fallback, without app JavaScript too. */}
          <Image src={cover.src} fallbackSrc={cover.fallback} alt={item.image_alt ?? ""} aspectRatio="4/3" priority />
          {item.service_area ? (
            <aside
              aria-labelledby="service-area-title"
              className="flex items-start gap-sm rounded-card border-2 border-ink bg-bg-subtle p-md"
            >
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <div>
                <h2 id="service-area-title" className="text-body3 font-semibold">
                  Service Area
                </h2>
                <p className="text-body3">{item.service_area}</p>
              </div>
            </aside>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-md">
          <section
            aria-labelledby="where-title"
            className="flex flex-col gap-md rounded-card border-2 border-ink bg-bg-default p-md md:p-lg"
          >
            <h2 id="where-title" className="type-h3">
              Where to find it
            </h2>
            {needsAffiliateNotice(links) ? <AffiliateNotice /> : null}
            {hasLinks ? (
              <>
                <LinkGroup title="Official" links={official} />
                <LinkGroup title="Marketplaces" links={marketplaces} />
                <LinkGroup title="Other" links={other} />
              </>
            ) : (
              <p className="text-body3 text-ink-muted">No shops listed yet.</p>
            )}
          </section>
          <section
            aria-labelledby="details-title"
            className="flex flex-col gap-sm rounded-card border-2 border-ink bg-bg-default p-md md:p-lg"
          >
            <h2 id="details-title" className="type-h3">
              Details
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-md gap-y-xs text-body3">
              <dt className="font-semibold">Type</dt>
              <dd>{item.entry_type ?? "—"}</dd>
              <dt className="font-semibold">Category</dt>
              <dd>{item.category ?? guide?.category ?? guide?.title ?? item.category_slug}</dd>
              <dt className="font-semibold">Brand</dt>
              <dd>{item.brand_company ?? "—"}</dd>
            </dl>
          </section>
        </div>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="flex flex-col gap-md">
          <h2 id="related-title" className="type-h2">
            Related
          </h2>
          <ul className="grid gap-md sm:grid-cols-2 lg:grid-cols-4">
            {related.map((other) => (
              <li key={other.slug}>
                <ContentCard
                  title={other.title}
                  description={other.brand_company ? `by ${other.brand_company}` : undefined}
                  badges={itemBadges(other).map((text) => ({ text }))}
                  action={{ type: "internal", url: itemHref(other.slug) }}
                  size="sm"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * SPEC §2 recommendation detail, as its loader found it (SPEC §4): the item, the error with Retry
 * when the content failed and has no items, or 'Recommendation not found'.
 */
export function ItemDetail({ slug, data }: { slug: string; data: ItemData }) {
  if (data.page) return <ItemView page={data.page} cover={data.cover} />;
  if (data.failed) {
    return (
      <div className={shell}>
        <LoadErrorState href={itemHref(slug)} />
      </div>
    );
  }
  return <ItemNotFound />;
}
