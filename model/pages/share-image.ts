/**
 * Each page's own link-preview image (Open Graph), drawn at build time from
 * the page's title (scripts/lib/share-images.ts). The address follows from the
 * page's path alone, so meta tags name it without knowing how it is drawn.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Folder of the share images in the built site. */
export const SHARE_IMAGE_DIR = "/og";

/** "/" -> /og/index.png, "/inspirations/guide/tea" -> /og/inspirations/guide/tea.png (paths are URL-safe slugs). */
export function shareImagePath(pagePath: string): string {
  const path = pagePath.replace(/\/+$/, "");
  return `${SHARE_IMAGE_DIR}${path === "" ? "/index" : path}.png`;
}

export type ShareImageText = {
  /** The big line: the page's own name. */
  headline: string;
  /** The smaller line above it: where the page belongs (owner, section), when the title says. */
  kicker?: string;
};

/**
 * Splits a page title "Headline — rest" into the big headline and a kicker, as
 * the site's titles are written ("Experiences — Sekar Wulandari",
 * "Coffee at home — Inspirations"). A title without the dash is all headline.
 */
export function shareImageText(title: string): ShareImageText {
  const [headline = "", ...rest] = title.split(" — ");
  const kicker = rest.join(" — ").trim();
  return kicker ? { headline: headline.trim(), kicker } : { headline: headline.trim() };
}

// Chinese, Japanese and Korean characters and emoji are about twice as wide as a Latin letter.
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFF60\p{Extended_Pictographic}]/u;

/** Headline size in pixels: long titles step down so that they fit in three lines. */
export function headlineSize(headline: string): number {
  const length = [...headline].reduce((sum, character) => sum + (WIDE.test(character) ? 2 : 1), 0);
  if (length <= 14) return 132;
  if (length <= 24) return 112;
  if (length <= 40) return 92;
  if (length <= 64) return 76;
  return 62;
}
