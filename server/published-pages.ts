import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Pages } from "./app";
import type { ContentSource } from "./content/source";
import { type PageRenderer, type PageRendererOptions, pageRendererOf, type RenderedPage } from "./page-renderer";
import type { PublishedBuild } from "./published-build";

/** Where a build keeps React Router's server build: inside the published folder, so both swap together; a dot folder, never served. */
export const SERVER_BUILD_DIR = ".server";

type Loaded = { identity: string; renderer: Promise<PageRenderer | undefined> };

/**
 * The pages of the build being served, rendered on request (page-renderer.ts): the server build
 * published with it (build/client/.server) is loaded when that build is first asked for a page,
 * and another build's when a rebuild replaces it, without a restart. A build without one (made
 * before it had one) has no rendered pages: its pre-rendered pages are served.
 */
export class PublishedPages implements Pages {
  #loaded: Loaded | undefined;

  constructor(
    private readonly build: PublishedBuild,
    private readonly content: ContentSource,
    private readonly options: PageRendererOptions = {},
  ) {}

  async page(address: string): Promise<RenderedPage | undefined> {
    const identity = this.build.identity;
    if (this.#loaded?.identity !== identity) this.#loaded = { identity, renderer: this.#load(this.build.folder, identity) };
    const renderer = await this.#loaded.renderer;
    return renderer?.page(address);
  }

  async #load(folder: string, identity: string): Promise<PageRenderer | undefined> {
    const entry = path.join(folder, SERVER_BUILD_DIR, "index.js");
    if (!existsSync(entry)) return undefined;
    // Another build at the same path is another module: the query names which one.
    const build = (await import(`${pathToFileURL(entry).href}?build=${encodeURIComponent(identity)}`)) as ServerBuild;
    return pageRendererOf(build, this.content, this.options);
  }
}
