import type { Representation } from "./representation.ts";

/**
 * The pre-rendered build as the app sees it, on either runtime: a fixed table
 * of URL paths to files, each loaded on first use with its bytes, ETag and
 * compressed copies (a Representation). On Node the files come from disk
 * (static-files.ts; published-build.ts follows build/client across rebuilds);
 * on the edge from the Workers static-assets binding (edge/asset-files.ts).
 * Nothing here may import a Node file module: the Worker bundles this file.
 */
export type SiteFile = {
  urlPath: string;
  contentType: string;
  /** A build output whose name carries its content hash: cacheable for ever. */
  immutable: boolean;
  /** CSP sources of an HTML page's own inline scripts, as the build recorded them (script-hashes.ts). */
  scriptHashes?: string[];
  representation: Representation;
};

/**
 * The build's folder is gone and nothing can stand in for it (moved away by hand, or a
 * build stopped in a way no start would recover): the file exists in the build's table but
 * cannot be read. The app answers 503 with Retry-After, never a 500.
 */
export class BuildUnavailableError extends Error {
  constructor(urlPath: string, options?: ErrorOptions) {
    super(`The published build is not in place; ${urlPath} cannot be read.`, options);
    this.name = "BuildUnavailableError";
  }
}

export interface SiteFiles {
  /**
   * The file at a decoded URL path, loaded on first use; undefined (at once, or once the
   * server has made sure which build is in place) when the build has none there; rejects
   * with BuildUnavailableError when the build's folder is gone.
   */
  get(urlPath: string): Promise<SiteFile | undefined> | undefined;
}
