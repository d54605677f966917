import { DEFAULT_ORDER } from "./default-priority";
import type { StoreItem } from "./store-item";

/** SPEC §4/§9: the store lists items by Order ascending (missing last, ties in sheet order). */
export function sortStoreItems(items: readonly StoreItem[]): StoreItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.Order ?? DEFAULT_ORDER) - (b.item.Order ?? DEFAULT_ORDER) || a.index - b.index)
    .map(({ item }) => item);
}

export const SOLUTIONS_THUMBNAIL_DIR = "/assets/solutions";
export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/** SPEC §3: 'Thumbnail: File Name' is served from the solutions thumbnails folder; placeholder if empty. */
export function storeThumbnailUrl(item: Pick<StoreItem, "Thumbnail: File Name">): string {
  const name = item["Thumbnail: File Name"];
  return name ? `${SOLUTIONS_THUMBNAIL_DIR}/${encodeURIComponent(name)}` : PLACEHOLDER_IMAGE;
}
