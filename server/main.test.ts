import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freePort } from "../scripts/free-port";
import { fakeSiteBuild } from "../tests/fixtures/fake-site-build";
import { buildLayout, readManifest, stagedClient } from "./build-folders";
import { apiOrigins, startServer } from "./main";

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
