import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { StaticFiles } from "../server/static-files";
import { FAKE_FILES, FAKE_PAGES, fakeSiteBuild } from "../tests/fixtures/fake-site-build";
import { staleBuildReason } from "./build-freshness";
import { buildLayout, readManifest, recoverInterruptedSwap } from "../server/build-folders";
import { buildSite } from "./build-output";

const fixture = path.resolve(import.meta.dirname, "../tests/fixtures/fake-site-build.ts");
/** A project folder of the stand-in build: build/, build-staging/. */
let buildRoot: string;
const layout = () => buildLayout(buildRoot);
/** What the project folder holds besides build/client once a build is done. */
const leftovers = () => [
  ...readdirSync(buildRoot),
  ...readdirSync(path.join(buildRoot, "build")).map((name) => `build/${name}`),
];

/** Serves build/client as npm start does and asks for every page: all there, all from one build. */
async function expectEveryPageAnswers(version: string) {
  const app = createApp({ files: new StaticFiles(layout().live) });
  for (const urlPath of [...FAKE_PAGES, ...FAKE_FILES]) {
    const response = await app.request(urlPath);
    expect(response.status, urlPath).toBe(200);
    expect(await response.text(), urlPath).toContain(version);
  }
}

beforeEach(async () => {
  buildRoot = mkdtempSync(path.join(tmpdir(), "build-output-"));
  await fakeSiteBuild(buildRoot, "v1");
});
afterEach(() => rmSync(buildRoot, { recursive: true, force: true }));

describe("a rebuild never leaves a broken site", () => {
  it("publishes a complete build with its manifest and leaves nothing else behind", async () => {
    await expectEveryPageAnswers("v1");
    expect(readManifest(layout().live)?.fingerprint).toBe("v1");
    expect(leftovers()).toEqual(["build", "build/client"]);
  });

  it("builds beside build/, as deep as it: the pre-render bundle finds content/ two folders above itself", () => {
    const { staging, live } = buildLayout("/project");
    expect(path.dirname(staging)).toBe("/project");
    expect(path.dirname(path.dirname(live))).toBe("/project");
  });

  it("a step that fails leaves the last complete build serving", async () => {
    const failing = buildSite({
      layout: layout(),
      sources: { fingerprint: "v2", inputs: {} },
      steps: [
        {
          name: "compile",
          run: async () => {
            throw new Error("syntax error");
          },
        },
      ],
    });
    await expect(failing).rejects.toThrow("syntax error");
    await expectEveryPageAnswers("v1");
  });

  // Each point a build can be killed at, in order; the build that dies is made from newer
  // sources (v2), so npm start must serve v1 whole and build again, or serve v2 whole.
  const stages = [
    ["staging-ready", "v1"],
    ["step:pages", "v1"],
    ["half-the-pages", "v1"],
    ["step:postbuild", "v1"],
    ["manifest-written", "v1"],
    // Between the two renames there is no build/client: the next start puts the finished one in place.
    ["previous-moved-aside", "v2"],
    ["published", "v2"],
  ] as const;

  for (const [stage, served] of stages) {
    it(`killed at ${stage}: the next start serves every page of ${served}, and builds again only if it must`, async () => {
      const child = spawnSync(process.execPath, ["--import", "tsx", fixture, buildRoot, "v2", stage], {
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(child.signal, child.stderr).toBe("SIGKILL");

      // What npm start does (scripts/start.ts): recover, judge freshness, serve.
      recoverInterruptedSwap(layout());
      await expectEveryPageAnswers(served);
      const current = { fingerprint: "v2", inputs: { content: "v2" } };
      expect(staleBuildReason(buildRoot, layout().live, current)).toBe(
        served === "v2" ? undefined : "content changed since the last build",
      );

      // The next build clears whatever the killed one left.
      await fakeSiteBuild(buildRoot, "v3");
      await expectEveryPageAnswers("v3");
      expect(leftovers()).toEqual(["build", "build/client"]);
    }, 30_000);
  }

  it("recovering is harmless when nothing was interrupted", () => {
    recoverInterruptedSwap(layout());
    expect(existsSync(layout().live)).toBe(true);
    expect(readManifest(layout().live)?.fingerprint).toBe("v1");
  });
});
