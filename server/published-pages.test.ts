import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderPaths } from "../model/pages/site-pages";
import type { ContentSource } from "./content/source";
import type { RenderedPage } from "./page-renderer";
import { PublishedPages, type RendererOf, SERVER_BUILD_DIR } from "./published-pages";

// The pages only pass the content on to the renderer, which these tests make themselves.
const content = {} as ContentSource;
const aPage = {} as RenderedPage;

type Imports = { count: number };
declare global {
  // Counted by the stand-in server build each time it is imported (a module of its own per build).
  var publishedPagesTestImports: Imports | undefined;
}

describe("PublishedPages.warm: the served build's pages are ready before the first visitor", () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "published-pages-"));
    globalThis.publishedPagesTestImports = { count: 0 };
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    globalThis.publishedPagesTestImports = undefined;
  });

  function withServerBuild(
    source = "globalThis.publishedPagesTestImports.count += 1; export const routes = {};",
  ): void {
    mkdirSync(path.join(folder, SERVER_BUILD_DIR));
    writeFileSync(path.join(folder, SERVER_BUILD_DIR, "index.js"), source);
  }

  it("imports the server build once and renders every site page once, then answers visitors from that renderer", async () => {
    withServerBuild();
    const rendered: string[] = [];
    const made: unknown[] = [];
    const rendererOf: RendererOf = (build) => {
      made.push(build);
      return {
        page: async (address) => {
          rendered.push(address);
          return aPage;
        },
      };
    };
    const pages = new PublishedPages({ folder, identity: "build-1" }, content, {}, rendererOf);

    await pages.warm();
    expect(globalThis.publishedPagesTestImports?.count).toBe(1);
    expect(made).toHaveLength(1);
    expect(rendered).toEqual(prerenderPaths());

    await expect(pages.page("/experiences")).resolves.toBe(aPage);
    expect(globalThis.publishedPagesTestImports?.count).toBe(1);
    expect(made).toHaveLength(1);
  });

  it("renders a newly published build's pages too, once a request finds it in place", async () => {
    withServerBuild();
    const rendered: string[] = [];
    const build = { folder, identity: "build-1" };
    const pages = new PublishedPages(build, content, {}, () => ({
      page: async (address) => {
        rendered.push(`${build.identity} ${address}`);
        return aPage;
      },
    }));
    await pages.warm();
    rendered.length = 0;

    build.identity = "build-2";
    await pages.page("/contact");
    await vi.waitFor(() =>
      expect(rendered).toEqual(expect.arrayContaining(prerenderPaths().map((path) => `build-2 ${path}`))),
    );
    expect(rendered.every((line) => line.startsWith("build-2 "))).toBe(true);
    expect(globalThis.publishedPagesTestImports?.count).toBe(2);
  });

  it("goes on past a page that fails to render, and never rejects", async () => {
    withServerBuild();
    const rendered: string[] = [];
    const [failing] = prerenderPaths();
    const pages = new PublishedPages({ folder, identity: "build-1" }, content, {}, () => ({
      page: async (address) => {
        rendered.push(address);
        if (address === failing) throw new Error("Rendering answered 500.");
        return aPage;
      },
    }));

    await expect(pages.warm()).resolves.toBeUndefined();
    expect(rendered).toEqual(prerenderPaths());
  });

  it("never rejects when the server build cannot be loaded; a visitor's page still reports the failure (app.ts then answers with the pre-rendered page)", async () => {
    withServerBuild("throw new Error('a broken server build');");
    const pages = new PublishedPages({ folder, identity: "build-1" }, content, {}, () => ({ page: async () => aPage }));

    await expect(pages.warm()).resolves.toBeUndefined();
    await expect(pages.page("/")).rejects.toThrow("a broken server build");
  });

  it("has nothing to warm for a build made without a server build", async () => {
    let made = 0;
    const pages = new PublishedPages({ folder, identity: "build-1" }, content, {}, () => {
      made += 1;
      return { page: async () => aPage };
    });

    await expect(pages.warm()).resolves.toBeUndefined();
    await expect(pages.page("/")).resolves.toBeUndefined();
    expect(made).toBe(0);
  });
});
