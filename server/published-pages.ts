import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { prerenderPaths } from "../model/pages/site-pages";
import type { Pages } from "./app";
import type { ContentSource } from "./content/source";
import { type PageRenderer, type PageRendererOptions, pageRendererOf, type RenderedPage } from "./page-renderer";
import type { PublishedBuild } from "./published-build";

/** Where a build keeps React Router's server build: inside the published folder, so both swap together; a dot folder, never served. */
export const SERVER_BUILD_DIR = ".server";

type Renderer = Pick<PageRenderer, "page">;
type Loaded = { identity: string; renderer: Promise<Renderer | undefined> };
/** Makes the renderer of a loaded server build (pageRendererOf; tests give their own). */
export type RendererOf = (build: ServerBuild, content: ContentSource, options: PageRendererOptions) => Renderer;

/**
 * The pages of the build being served, rendered on request (page-renderer.ts): the server build
 * published with it (build/client/.server) is loaded when that build is first asked for a page,
 * and another build's when a rebuild replaces it, without a restart. A build without one (made
 * before it had one) has no rendered pages: its pre-rendered pages are served.
 */
export class PublishedPages implements Pages {
  #loaded: Loaded | undefined;

  constructor(
    private readonly build: Pick<PublishedBuild, "folder" | "identity">,
    private readonly content: ContentSource,
    private readonly options: PageRendererOptions = {},
    private readonly rendererOf: RendererOf = pageRendererOf,
  ) {}

  async page(address: string): Promise<RenderedPage | undefined> {
    const identity = this.build.identity;
    if (this.#loaded?.identity !== identity) {
      const rebuilt = this.#loaded !== undefined;
      this.#loaded = { identity, renderer: this.#load(this.build.folder, identity) };
      // Another build was published while the server runs: its other pages are rendered ahead of their visitors too.
      if (rebuilt) void this.warm();
    }
    const renderer = await this.#loaded.renderer;
    return renderer?.page(address);
  }

  /**
   * Loads the served build's renderer and renders each of the site's pages once, one after another, so
   * that no visitor after a start waits for the module's import and a first render of cold code (decision
   * 030 has the figures). Never rejects: a page that cannot be rendered is reported when a visitor asks
   * for it, and its pre-rendered page answers (app.ts).
   */
  async warm(): Promise<void> {
    for (const path of prerenderPaths()) await this.page(path).catch(() => undefined);
  }

  async #load(folder: string, identity: string): Promise<Renderer | undefined> {
    const entry = path.join(folder, SERVER_BUILD_DIR, "index.js");
    if (!existsSync(entry)) return undefined;
    // Another build at the same path is another module: the query names which one.
    const build = (await import(`${pathToFileURL(entry).href}?build=${encodeURIComponent(identity)}`)) as ServerBuild;
    return this.rendererOf(build, this.content, this.options);
  }
}
