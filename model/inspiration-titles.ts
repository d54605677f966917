import type { Guide } from "./guide";
import type { Item } from "./item";

/** SPEC §2: the guide's seo_title, or '{title} Guide — Inspirations'. */
export function guideTitle(guide: Pick<Guide, "seo_title" | "title">): string {
  return guide.seo_title ?? `${guide.title} Guide — Inspirations`;
}

export function itemTitle(item: Pick<Item, "title">): string {
  return `${item.title} — Inspirations`;
}
