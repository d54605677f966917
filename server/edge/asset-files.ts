import type { Encoding, FileBody, SiteFile, SiteFiles } from "../site-files.ts";

/** One file of the build as the Worker knows it: the Node server's description plus where it lies. */
export type ManifestFile = SiteFile & {
  /** Its path in the assets directory ("/experiences/index.html"). */
  asset: string;
  size: number;
};

/** The build's file table, made at build from the same code as the Node server's (scripts/build-edge.ts). */
export type SiteManifest = { files: Record<string, ManifestFile> };

/** The Workers static-assets binding (env.ASSETS): a fetcher of the files of the assets directory. */
export type AssetsBinding = { fetch(request: Request): Promise<Response> };

/** A URL whose path names the file; the binding ignores the host. */
export function assetUrl(asset: string): string {
  return `https://assets.local${asset.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * The build's files on the edge: the table comes from the manifest bundled
 * into the Worker (so, as on Node, only files of the build can ever be
 * served), the bodies from the assets binding. A compressed answer is left to
 * the runtime, which encodes a body whose Content-Encoding is set.
 */
export class AssetFiles implements SiteFiles {
  readonly #files: Map<string, ManifestFile>;

  constructor(
    private readonly assets: AssetsBinding,
    manifest: SiteManifest,
  ) {
    this.#files = new Map(Object.entries(manifest.files));
  }

  get(urlPath: string): ManifestFile | undefined {
    return this.#files.get(urlPath);
  }

  async open(file: SiteFile, encoding: Encoding | undefined): Promise<FileBody> {
    const entry = this.#files.get(file.urlPath);
    if (!entry) throw new Error(`${file.urlPath} is not a file of the build`);
    const response = await this.assets.fetch(new Request(assetUrl(entry.asset)));
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`the assets binding answered ${response.status} for ${entry.asset}`);
    }
    return { body: response.body, length: encoding ? undefined : entry.size, encoded: false };
  }
}
