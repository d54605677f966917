/**
 * A page's lead picture, when it is one of the site's own small files, is written into the page as a
 * data URL (docs/decisions/036): for a file this small the request's round trip costs more than its
 * bytes, and the largest paint would wait a round trip after the HTML for it.
 */

/** Files up to this size travel inside the page: the limit Vite itself inlines imported assets under. */
export const SMALL_IMAGE_LIMIT = 4096;

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
};

/** The site's small pictures: a site path (`/assets/…`) to its data URL. */
export type SmallImages = Readonly<Record<string, string>>;

/**
 * The data URL of a picture file, or undefined when the file is not a picture or is over the limit.
 * SVG stays text (percent-encoded, which compresses with the page); other formats are base64.
 */
export function smallImageDataUrl(fileName: string, bytes: Uint8Array): string | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const type = extension !== undefined && Object.hasOwn(IMAGE_TYPES, extension) ? IMAGE_TYPES[extension] : undefined;
  if (!type || bytes.byteLength > SMALL_IMAGE_LIMIT) return undefined;
  if (type === "image/svg+xml") return `data:${type},${encodeURIComponent(new TextDecoder().decode(bytes))}`;
  return `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * The data URL a lead picture is written with when its address names one of the site's small files
 * exactly; undefined for any other address (a query or fragment, another host, another spelling).
 */
export function smallImageFor(src: string | undefined, small: SmallImages): string | undefined {
  return src !== undefined && Object.hasOwn(small, src) ? small[src] : undefined;
}
