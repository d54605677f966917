import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FAKE_FILES, FAKE_PAGES, fakeAssetPath, fakeSiteBuild } from "../tests/fixtures/fake-site-build";
import { BUILD_UNAVAILABLE_MESSAGE, createApp } from "./app";
import { type BuildLayout, buildLayout, stagedClient } from "./build-folders";
import { PublishedBuild, type PublishedBuildOptions } from "./published-build";

// A running server while the build it serves is swapped (scripts/build-output.ts renames
// build/client aside and the new client folder into place): never a 5xx, and the new build
// once it is there, without a restart (decision 028).

const fixture = path.resolve(import.meta.dirname, "../tests/fixtures/fake-site-build.ts");
const quiet = { info() {}, warn() {} };
const folders: string[] = [];
let layout: BuildLayout;

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "published-build-"));
  folders.push(folder);
  return folder;
}

/** A complete build of `version` made in another project folder: its client folder, ready to be renamed in. */
async function builtElsewhere(version: string): Promise<string> {
  const other = tempFolder();
  await fakeSiteBuild(other, version);
  return buildLayout(other).live;
}

function serve(options: PublishedBuildOptions = {}) {
  return createApp({ files: new PublishedBuild(layout, { log: quiet, ...options }) });
}

async function bodyOf(app: ReturnType<typeof createApp>, urlPath: string): Promise<{ status: number; body: string }> {
  const response = await app.request(urlPath);
  return { status: response.status, body: await response.text() };
}

beforeEach(async () => {
  const root = tempFolder();
  layout = buildLayout(root);
  await fakeSiteBuild(root, "v1");
});

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("while a build is swapped in", () => {
  it("answers a page not read yet with the new build once it is in place, not with a 500", async () => {
    const app = serve();
    expect((await bodyOf(app, "/")).body).toContain("v1");
    const next = await builtElsewhere("v2");

    // Between the build's two renames: build/client is build/.previous for a moment.
    renameSync(layout.live, layout.previous);
    const answer = bodyOf(app, "/experiences");
    await sleep(100);
    renameSync(next, layout.live);
    rmSync(layout.previous, { recursive: true, force: true });

    expect(await answer).toEqual({ status: 200, body: expect.stringContaining("v2") });
  });

  it("serves a file already in memory as loaded while build/client is away", async () => {
    const app = serve();
    await bodyOf(app, "/experiences");
    renameSync(layout.live, layout.previous);
    expect(await bodyOf(app, "/experiences")).toEqual({ status: 200, body: expect.stringContaining("v1") });
  });

  it("serves the build left aside when a build stopped between its renames (as the next start would)", async () => {
    const app = serve({ swapWaitMs: 100 });
    renameSync(layout.live, layout.previous);
    expect(await bodyOf(app, "/experiences")).toEqual({ status: 200, body: expect.stringContaining("v1") });
    expect(await bodyOf(app, "/inspirations/item/hand-grinder")).toEqual({
      status: 200,
      body: expect.stringContaining("v1"),
    });
  });

  it("serves the finished new build when it stopped after moving the old one aside", async () => {
    const app = serve({ swapWaitMs: 100 });
    const next = await builtElsewhere("v2");
    renameSync(layout.live, layout.previous);
    renameSync(path.dirname(next), layout.staging);
    expect(await bodyOf(app, "/experiences")).toEqual({ status: 200, body: expect.stringContaining("v2") });
    expect(existsSync(stagedClient(layout))).toBe(true);
  });
});

describe("with build/client moved away and nothing to stand in", () => {
  it("answers a page not in memory 503 with Retry-After, logged once, and serves again once the build is back", async () => {
    const warnings: string[] = [];
    const app = serve({ swapWaitMs: 50, log: { info() {}, warn: (message: string) => warnings.push(message) } });
    await bodyOf(app, "/");
    const aside = path.join(path.dirname(layout.live), ".aside");
    renameSync(layout.live, aside);

    for (const urlPath of ["/experiences", "/inspirations/item/hand-grinder"]) {
      const response = await app.request(urlPath);
      expect(response.status, urlPath).toBe(503);
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.text()).toBe(BUILD_UNAVAILABLE_MESSAGE);
    }
    expect(warnings).toHaveLength(1);
    // What is in memory is still served.
    expect(await bodyOf(app, "/")).toEqual({ status: 200, body: expect.stringContaining("v1") });

    renameSync(aside, layout.live);
    expect(await bodyOf(app, "/experiences")).toEqual({ status: 200, body: expect.stringContaining("v1") });
  });
});

describe("after a new build is published", () => {
  it("serves the new build's pages and hashed files without a restart, and the old hashed files it had in memory", async () => {
    const app = serve({ recheckAfterMs: 50 });
    for (const urlPath of [...FAKE_PAGES, ...FAKE_FILES, fakeAssetPath("v1")]) {
      expect(await bodyOf(app, urlPath), urlPath).toEqual({ status: 200, body: expect.stringContaining("v1") });
    }

    await fakeSiteBuild(path.dirname(path.dirname(layout.live)), "v2");
    await sleep(60);

    for (const urlPath of [...FAKE_PAGES, ...FAKE_FILES, fakeAssetPath("v2")]) {
      expect(await bodyOf(app, urlPath), urlPath).toEqual({ status: 200, body: expect.stringContaining("v2") });
    }
    // A page loaded just before the swap still gets the script it names.
    expect(await bodyOf(app, fakeAssetPath("v1"))).toEqual({ status: 200, body: expect.stringContaining("v1") });
  });

  it("looks for a new build before reading any file for the first time, so a new hashed file is found at once", async () => {
    const app = serve({ recheckAfterMs: 60_000 });
    await bodyOf(app, "/");
    await fakeSiteBuild(path.dirname(path.dirname(layout.live)), "v2");
    expect(await bodyOf(app, fakeAssetPath("v2"))).toEqual({ status: 200, body: expect.stringContaining("v2") });
    expect((await bodyOf(app, "/")).body).toContain("v2");
  });

  it("answers 404, not 500, for an old hashed file it never loaded", async () => {
    const app = serve();
    await fakeSiteBuild(path.dirname(path.dirname(layout.live)), "v2");
    expect((await bodyOf(app, fakeAssetPath("v1"))).status).toBe(404);
  });
});

describe("requests during real rebuilds in another process", () => {
  /** The fake build as `npm run build` runs it: its own process, optionally killed at a stage. */
  function rebuild(version: string, dieAt?: string): Promise<void> {
    const args = [
      "--import",
      "tsx",
      fixture,
      path.dirname(path.dirname(layout.live)),
      version,
      ...(dieAt ? [dieAt] : []),
    ];
    return new Promise((resolve) => spawn(process.execPath, args, { stdio: "ignore" }).on("exit", () => resolve()));
  }

  it("never answer 5xx and always carry a body from one build", async () => {
    const app = serve({ recheckAfterMs: 0, swapWaitMs: 500 });
    const urlPaths = [...FAKE_PAGES, ...FAKE_FILES];
    let building = true;
    const builds = (async () => {
      for (const [version, dieAt] of [["v2"], ["v3", "previous-moved-aside"], ["v4"], ["v5"]] as const)
        await rebuild(version, dieAt);
      building = false;
    })();
    const answers: { urlPath: string; status: number; body: string }[] = [];
    // Two visitors asking for every page in turn while the builds run: bounded by the builds' time.
    await Promise.all(
      [0, 1].map(async (offset) => {
        for (let i = offset; building; i += 1) {
          const urlPath = urlPaths[i % urlPaths.length] as string;
          answers.push({ urlPath, ...(await bodyOf(app, urlPath)) });
          // A file in memory is answered without I/O: let the build's exit be seen.
          await nextTurn();
        }
      }),
    );
    await builds;
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => !/v[1-5]/.test(answer.body))).toEqual([]);
    expect((await bodyOf(app, "/")).body).toContain("v5");
  }, 60_000);
});
