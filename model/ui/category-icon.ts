import type { Guide } from "../content/guide";

export const CATEGORY_ICON_DIR = "/assets/category-icons";
/** SPEC §9: the icon shown when a guide's own icon is missing (also the image fallback). */
export const DEFAULT_CATEGORY_ICON = `${CATEGORY_ICON_DIR}/default.svg`;

const DOODLES_ICON = /\/doodles\/category-icons\/([^/?#]+)$/;

/**
 * SPEC §9: a guide's icon is /assets/category-icons/{thumbnail or
 * category_slug}.svg; an icon_url under the doodles category-icons folder is
 * rewritten to the category-icons folder; any other icon_url is used as is.
 */
export function categoryIconUrl(guide: Pick<Guide, "icon_url" | "thumbnail" | "category_slug">): string {
  if (guide.icon_url) {
    const doodle = DOODLES_ICON.exec(guide.icon_url);
    return doodle ? `${CATEGORY_ICON_DIR}/${doodle[1]}` : guide.icon_url;
  }
  return `${CATEGORY_ICON_DIR}/${guide.thumbnail ?? guide.category_slug}.svg`;
}
