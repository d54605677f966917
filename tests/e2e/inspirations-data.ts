import type { APIRequestContext } from "@playwright/test";

// The owner's inspirations as the content API serves them, and SPEC §4's visibility rule written out once
// for the browser tests, from SPEC rather than from model/, so that a test checks the page against SPEC.

export type Row = Record<string, unknown>;
export type InspirationsData = { guides: Row[]; items: Row[]; links: Row[] };

export async function inspirationsData(request: APIRequestContext): Promise<InspirationsData> {
  return (await (await request.get("/api/sheets?api=inspirations")).json()) as InspirationsData;
}

export type VisibleGuide = {
  row: Row;
  slug: string;
  title: string;
  /** Items counted on its card: publish not false. */
  count: number;
  /** Items its page lists: publish exactly true. */
  listed: number;
};

/** SPEC §4: the guides the site shows (publish not false, at least one counted item), in the sheet's order. */
export function visibleGuides(data: InspirationsData): VisibleGuide[] {
  return data.guides
    .map((row) => {
      const items = data.items.filter((item) => item.category_slug === row.category_slug);
      return {
        row,
        slug: String(row.category_slug),
        title: String(row.title),
        count: items.filter((item) => item.publish !== false).length,
        listed: items.filter((item) => item.publish === true).length,
      };
    })
    .filter((guide) => guide.row.publish !== false && guide.count > 0);
}

/**
 * The address of a guide page the site shows and of one recommendation it lists, from whatever content the owner
 * has: tests that only need such a page do not name a sample row. Prefers a guide with sections and a
 * recommendation with a note, so that its page has markdown to show.
 */
export async function shownGuideAndItem(request: APIRequestContext): Promise<{ guide: string; item: string }> {
  const data = await inspirationsData(request);
  const listedOf = (guide: VisibleGuide) =>
    data.items.filter((item) => item.category_slug === guide.slug && item.publish === true);
  const guides = visibleGuides(data).filter((guide) => guide.listed > 0);
  const withMarkdown = guides.find(
    (guide) =>
      Array.isArray(guide.row.sections) &&
      guide.row.sections.length > 0 &&
      listedOf(guide).some((item) => typeof item.short_note === "string" && item.short_note !== ""),
  );
  const guide = withMarkdown ?? guides[0];
  if (!guide) throw new Error("The content has no guide with a listed recommendation: these tests need one.");
  const listed = listedOf(guide);
  const item = listed.find((row) => row.short_note) ?? listed[0];
  return { guide: `/inspirations/guide/${guide.slug}`, item: `/inspirations/item/${String(item?.slug)}` };
}
