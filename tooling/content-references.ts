import type { CaseStudy } from "../model/content/case-study";
import { categoryIconUrl } from "../model/ui/category-icon";
import type { ContentProblem } from "../model/content/content-problem";
import type { Experience } from "../model/content/experience";
import type { Guide } from "../model/content/guide";
import type { Item } from "../model/content/item";
import type { Link } from "../model/content/link";
import { linkTarget } from "../model/security/safe-links";
import type { StoreItem } from "../model/content/store-item";
import { storeThumbnailUrl } from "../model/content/store-order";

/** Rows of one tab with their file label and spreadsheet row numbers. */
export type Located<Row> = { file: string; rows: readonly Row[]; rowNumbers: readonly number[] };

export type ContentSet = {
  guides: Located<Guide>;
  items: Located<Item>;
  links: Located<Link>;
  experiences: Located<Experience>;
  solutions: Located<StoreItem>;
  caseStudies: Located<CaseStudy>;
  /** Slugs of the built-in case studies, which <<case:…>> tokens may also name. */
  builtInCaseStudySlugs: readonly string[];
};

/** A site path a row points at (an image or icon), for checking that the file exists. */
export type AssetReference = { file: string; row: number; field: string; path: string };

function each<Row>(tab: Located<Row>, visit: (row: Row, rowNumber: number) => void): void {
  tab.rows.forEach((row, index) => visit(row, tab.rowNumbers[index] ?? index + 2));
}

const TOKEN = /<<(image|case|link):([^>]*)>>/g;

/**
 * Links between tabs that the schemas cannot see (npm run content:check):
 * items of a guide that does not exist, links of an unknown item, a link's
 * category that differs from its item's, manual order entries naming no item
 * of the guide, <<case:…>> tokens naming no case study.
 */
export function crossReferenceProblems(content: ContentSet): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const guideSlugs = new Set(content.guides.rows.map((guide) => guide.category_slug));
  const itemsBySlug = new Map(content.items.rows.map((item) => [item.slug, item]));
  const caseSlugs = new Set([...content.builtInCaseStudySlugs, ...content.caseStudies.rows.map((study) => study.slug)]);

  each(content.items, (item, row) => {
    if (!guideSlugs.has(item.category_slug)) {
      problems.push({
        file: content.items.file,
        row,
        field: "category_slug",
        reason: `no guide has category_slug ${JSON.stringify(item.category_slug)}`,
      });
    }
  });
  each(content.links, (link, row) => {
    const item = itemsBySlug.get(link.item_slug);
    if (!item) {
      problems.push({
        file: content.links.file,
        row,
        field: "item_slug",
        reason: `no item has slug ${JSON.stringify(link.item_slug)}`,
      });
    } else if (link.category_slug && link.category_slug !== item.category_slug) {
      problems.push({
        file: content.links.file,
        row,
        field: "category_slug",
        reason: `${JSON.stringify(link.category_slug)} differs from its item's ${JSON.stringify(item.category_slug)}`,
      });
    }
  });
  each(content.guides, (guide, row) => {
    for (const entry of guide.manual_order_titles) {
      const key = entry.toLowerCase();
      const known = content.items.rows.some(
        (item) => item.category_slug === guide.category_slug && (item.slug === key || item.title.toLowerCase() === key),
      );
      if (!known) {
        problems.push({
          file: content.guides.file,
          row,
          field: "manual_order_titles",
          reason: `${JSON.stringify(entry)} names no item of this guide`,
        });
      }
    }
  });
  each(content.experiences, (experience, row) => {
    for (const [, kind, value] of (experience.description_md ?? "").matchAll(TOKEN)) {
      if (kind === "case" && !caseSlugs.has(value?.trim() ?? "")) {
        problems.push({
          file: content.experiences.file,
          row,
          field: "description_md",
          reason: `<<case:${value}>> names no case study`,
        });
      }
    }
  });
  return problems;
}

/** Every path of this site (from the root, by model/security/safe-links.ts) that the content shows as an image or icon. */
export function assetReferences(content: ContentSet): AssetReference[] {
  const references: AssetReference[] = [];
  const add = (file: string, row: number, field: string, path: string | undefined) => {
    if (path && path.startsWith("/") && linkTarget(path)?.kind === "site")
      references.push({ file, row, field, path: path.split(/[?#]/)[0] ?? path });
  };
  each(content.guides, (guide, row) =>
    add(content.guides.file, row, guide.icon_url ? "icon_url" : "thumbnail", categoryIconUrl(guide)),
  );
  each(content.items, (item, row) => add(content.items.file, row, "image_cover_url", item.image_cover_url));
  each(content.experiences, (experience, row) => {
    add(content.experiences.file, row, "thumbnail", experience.thumbnail);
    for (const [, kind, value] of (experience.description_md ?? "").matchAll(TOKEN)) {
      if (kind === "image") add(content.experiences.file, row, "description_md", value?.trim());
    }
  });
  each(content.solutions, (item, row) => {
    if (item["Thumbnail: File Name"]) add(content.solutions.file, row, "Thumbnail: File Name", storeThumbnailUrl(item));
  });
  each(content.caseStudies, (study, row) => add(content.caseStudies.file, row, "thumbnail", study.thumbnail));
  return references;
}
