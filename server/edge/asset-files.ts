import { type Bytes, type Encoding, Representation } from "../representation.ts";
import type { SiteFile, SiteFiles } from "../site-files.ts";

/** One file of the build as the Worker knows it: what the Node server would say of it, plus where it lies. */
export type ManifestFile = Omit<SiteFile, "representation"> & {
  /** Its path in the assets directory ("/experiences/index.html"). */
  asset: string;
  /** Strong ETag of its bytes, as the Node server computes it. */
  etag: string;
  /** The encodings the build precompressed it in (asset + ".br" / ".gz"). */
  precompressed: Encoding[];
};

/** The build's file table, made at build by the Node server's own StaticFiles (scripts/build-edge.ts). */
export type SiteManifest = { files: Record<string, ManifestFile> };

/** The Workers static-assets binding (env.ASSETS): a fetcher of the files of the assets directory. */
export type AssetsBinding = { fetch(request: Request): Promise<Response> };

/** A URL whose path names the file; the binding ignores the host. */
export function assetUrl(asset: string): string {
  return `https://assets.local${asset.split("/").map(encodeURIComponent).join("/")}`;
}

const COPY_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The build's files on the edge: the table comes from the manifest bundled
 * into the Worker (so, as on Node, only files of the build can ever be
 * served), the bytes and their precompressed copies from the assets binding,
 * read once per isolate on first use. The app then sends them exactly as the
 * Node server sends its files (representation.ts).
 */
export class AssetFiles implements SiteFiles {
  readonly #files: Map<string, ManifestFile>;
  readonly #loaded = new Map<string, Promise<SiteFile>>();

  constructor(
    private readonly assets: AssetsBinding,
    manifest: SiteManifest,
  ) {
    this.#files = new Map(Object.entries(manifest.files));
  }

  get(urlPath: string): Promise<SiteFile> | undefined {
    const cached = this.#loaded.get(urlPath);
    if (cached) return cached;
    const entry = this.#files.get(urlPath);
    if (!entry) return undefined;
    const loading = this.#load(entry);
    this.#loaded.set(urlPath, loading);
    // A failed read is tried again on the next request.
    loading.catch(() => this.#loaded.delete(urlPath));
    return loading;
  }

  async #bytes(asset: string): Promise<Bytes> {
    const response = await this.assets.fetch(new Request(assetUrl(asset)));
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the assets binding answered ${response.status} for ${asset}`);
    }
    return new Uint8Array(await response.arrayBuffer());
  }

  async #load(entry: ManifestFile): Promise<SiteFile> {
    const { asset, etag, precompressed: encodings, ...file } = entry;
    const [body, ...copies] = await Promise.all([
      this.#bytes(asset),
      ...encodings.map((encoding) => this.#bytes(asset + COPY_SUFFIX[encoding])),
    ]);
    const precompressed: Partial<Record<Encoding, Bytes>> = {};
    encodings.forEach((encoding, index) => {
      const copy = copies[index];
      if (copy) precompressed[encoding] = copy;
    });
    return {
      ...file,
      representation: new Representation(body as Bytes, etag, { contentType: file.contentType, precompressed }),
    };
  }
}
