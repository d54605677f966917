import { type MetaEntry, pageMeta } from "../../../model/page-meta";
import { siteIdentity } from "../../shell/page-meta";

/**
 * The clientLoader of the guide and recommendation routes. A page the build
 * pre-rendered has its snapshot; one added to the content later is served as
 * the SPA fallback with no build-time data (the server answers its data
 * request with 204), so the page gets null and loads the live content.
 */
export async function buildSnapshotOrNull<Snapshot>(serverLoader: () => Promise<Snapshot>): Promise<Snapshot | null> {
  try {
    return await serverLoader();
  } catch {
    return null;
  }
}

type PageText = { title: string; description: string };

/** The meta tags of a guide or recommendation page, or of its not-found view (both noindex, as /inspirations). */
export function detailMeta(path: string, found: PageText | undefined, missing: PageText): MetaEntry[] {
  return pageMeta(
    { path, ...(found ?? missing), robots: "noindex" },
    siteIdentity,
  );
}
