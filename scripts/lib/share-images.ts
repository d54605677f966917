// Draws the link-preview image each pre-rendered page names in its og:image
// (model/pages/share-image.ts), from that page's og:title. Images are cached by a
// hash of their text and the drawing code, so a rebuild redraws only what changed.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { decodeEntities } from "../../model/security/html-entities";
import { SHARE_IMAGE_DIR, shareImageText } from "../../model/pages/share-image";
import { renderShareCard, type ShareCard } from "./share-image-card";
import { SHARE_IMAGE_PACKAGES } from "./share-image-fonts";

/** What one page says about its preview image. */
export type PagePreview = { imageUrl: string; title: string };

function metaProperty(html: string, property: string): string | undefined {
  const tag = new RegExp(`<meta\\s+property="${property}"\\s+content="([^"]*)"`, "i").exec(html);
  return tag?.[1] === undefined ? undefined : decodeEntities(tag[1]);
}

/** The og:image and og:title of a pre-rendered page, when it names one. */
export function pagePreview(html: string): PagePreview | undefined {
  const imageUrl = metaProperty(html, "og:image");
  const title = metaProperty(html, "og:title");
  return imageUrl && title ? { imageUrl, title } : undefined;
}

// Anything that changes how a card looks changes this key: the drawing code and the versions of the
// fonts and emoji pictures.
const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const styleKey = [
  path.join(import.meta.dirname, "share-image-card.ts"),
  path.join(import.meta.dirname, "share-image-fonts.ts"),
  ...[
    "model/pages/share-image.ts",
    "tooling/share-card-text.ts",
    "tooling/fallback-subsets.ts",
    "tooling/emoji-icon.ts",
  ].map((file) => path.join(root, file)),
  ...SHARE_IMAGE_PACKAGES.map((name) => require.resolve(`${name}/package.json`)),
]
  .reduce((hash, file) => hash.update(readFileSync(file)), createHash("sha256"))
  .digest("hex");

export function cardKey(card: ShareCard): string {
  return createHash("sha256").update(styleKey).update(JSON.stringify(card)).digest("hex").slice(0, 32);
}

export type ShareImageResult = { written: string[]; drawn: number; reused: number };

/**
 * Writes into `client` every image the pages in `pages` (HTML texts) name under
 * {siteUrl}/og/. Pages naming the same image (404.html and 404/index.html) share it.
 */
export async function writeShareImages(options: {
  client: string;
  pages: readonly string[];
  siteUrl: string;
  ownerName: string;
  cacheDir: string;
}): Promise<ShareImageResult> {
  const { client, pages, siteUrl, ownerName, cacheDir } = options;
  const prefix = `${siteUrl.replace(/\/+$/, "")}${SHARE_IMAGE_DIR}/`;
  const host = new URL(siteUrl).host;
  const wanted = new Map<string, string>();
  for (const html of pages) {
    const preview = pagePreview(html);
    if (preview?.imageUrl.startsWith(prefix))
      wanted.set(preview.imageUrl.slice(siteUrl.replace(/\/+$/, "").length), preview.title);
  }
  mkdirSync(cacheDir, { recursive: true });
  const result: ShareImageResult = { written: [], drawn: 0, reused: 0 };
  for (const [imagePath, title] of [...wanted].sort()) {
    const card: ShareCard = { ...shareImageText(title), ownerName, host };
    const cached = path.join(cacheDir, `${cardKey(card)}.png`);
    if (existsSync(cached)) result.reused += 1;
    else {
      writeFileSync(cached, await renderShareCard(card));
      result.drawn += 1;
    }
    // The address is URL-encoded in the page; the file name on disk is not.
    const target = path.join(client, ...decodeURIComponent(imagePath).split("/").filter(Boolean));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(cached, target);
    result.written.push(imagePath);
  }
  return result;
}
