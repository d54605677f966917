import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freePort } from "../scripts/free-port";
import { fakeSiteBuild } from "../tests/fixtures/fake-site-build";
import { buildLayout, readManifest, stagedClient } from "./build-folders";
import { apiOrigins, startServer } from "./main";
import { SERVER_BUILD_DIR } from "./published-pages";

describe("apiOrigins (the CSP's connect-src for a content API on another origin)", () => {
  it("is empty when the browser calls the site's own origin", () => {
    expect(apiOrigins("", undefined)).toEqual([]);
  });

  it("gives the origins of API_BASE_URL and SHEETS_API_URL once each", () => {
    expect(apiOrigins("https://api.example.com/v1", "https://api.example.com/sheets")).toEqual([
      "https://api.example.com",
    ]);
  });

  it("adds googleusercontent.com for an Apps Script web app, which answers through a redirect there", () => {
    expect(apiOrigins("", "https://script.google.com/macros/s/abc/exec")).toEqual([
      "https://script.google.com",
      "https://script.googleusercontent.com",
    ]);
  });
});

describe("startServer (npm run serve) puts back the build a stopped swap left aside, as npm start does", () => {
  let root: string;

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), "serve-recovers-"));
    await fakeSiteBuild(root, "v1");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ["build/.previous (the build stopped after moving the old one aside, before its own was finished)", "previous"],
    ["build-staging/client (the build finished, stopped before renaming it in)", "staged"],
  ] as const)("from %s", async (_, leftIn) => {
    const layout = buildLayout(root);
    mkdirSync(layout.staging);
    renameSync(layout.live, leftIn === "previous" ? layout.previous : stagedClient(layout));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const server = await startServer({ PORT: String(await freePort()), HOST: "127.0.0.1" }, root);
    try {
      const response = await fetch(`${server.url.replace("localhost", "127.0.0.1")}/experiences`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("v1");
      expect(readManifest(layout.live)?.fingerprint).toBe("v1");
    } finally {
      await server.close();
      log.mockRestore();
    }
  });
});

declare global {
  // Counted by the stand-in server build below when the server imports it.
  var mainTestServerBuildImports: number | undefined;
}

describe("startServer loads the build's page renderer before the first visitor", () => {
  let root: string;

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), "serve-warms-"));
    await fakeSiteBuild(root, "v1");
    globalThis.mainTestServerBuildImports = 0;
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    globalThis.mainTestServerBuildImports = undefined;
  });

  it("imports the published server build with no request made", async () => {
    const layout = buildLayout(root);
    mkdirSync(path.join(layout.live, SERVER_BUILD_DIR));
    // Enough of a server build for the renderer to be made; its renders fail, and the pre-rendered pages answer.
    writeFileSync(
      path.join(layout.live, SERVER_BUILD_DIR, "index.js"),
      "globalThis.mainTestServerBuildImports += 1;\nexport const entry = { module: {} };\nexport const routes = {};\n",
    );
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const server = await startServer({ PORT: String(await freePort()), HOST: "127.0.0.1" }, root);
    try {
      await server.warmed;
      expect(globalThis.mainTestServerBuildImports).toBe(1);
      const response = await fetch(`${server.url.replace("localhost", "127.0.0.1")}/experiences`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("v1");
      expect(globalThis.mainTestServerBuildImports).toBe(1);
      // The warm-up's failed renders say nothing; the visitor's is reported, once.
      expect(error.mock.calls.map(([message]) => String(message))).toEqual([
        "Could not render /experiences; serving the pre-rendered page:",
      ]);
    } finally {
      await server.close();
      log.mockRestore();
      error.mockRestore();
    }
  });
});
