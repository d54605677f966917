import type { Representation } from "./representation.ts";

/**
 * The pre-rendered build as the app sees it, on either runtime: a fixed table
 * of URL paths to files, each loaded on first use with its bytes, ETag and
 * compressed copies (a Representation). On Node the files come from disk
 * (static-files.ts); on the edge from the Workers static-assets binding
 * (edge/asset-files.ts). Nothing here may import a Node file module: the
 * Worker bundles this file.
 */
export type SiteFile = {
  urlPath: string;
  contentType: string;
  /** A build output whose name carries its content hash: cacheable for ever. */
  immutable: boolean;
  /** CSP sources of an HTML page's inline scripts. */
  scriptHashes?: string[];
  representation: Representation;
};

export interface SiteFiles {
  /** The file at a decoded URL path, loaded on first use; undefined when the build has none there. */
  get(urlPath: string): Promise<SiteFile> | undefined;
}
