import type { Guide } from "#model/content/guide.ts";
import type { Item } from "#model/content/item.ts";

/** SPEC §2: the guide's seo_title, or '{title} Guide — Inspirations'. */
export function guideTitle(guide: Pick<Guide, "seo_title" | "title">): string {
  return guide.seo_title ?? `${guide.title} Guide — Inspirations`;
}

export function itemTitle(item: Pick<Item, "title">): string {
  return `${item.title} — Inspirations`;
}
