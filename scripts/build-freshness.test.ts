import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceFingerprint, staleBuildReason } from "./build-freshness";
import { MANIFEST_NAME } from "../server/build-folders";

let root: string;
const buildDir = () => path.join(root, "build/client");

function write(relative: string, text = "x") {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A finished build of the sources as they are now. */
function finishBuild() {
  write("build/client/index.html", "<!DOCTYPE html>");
  write(`build/client/${MANIFEST_NAME}`, JSON.stringify({ ...sourceFingerprint(root, {}), builtAt: "now" }));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "freshness-"));
  write("app/root.tsx");
  write("content/guides.csv");
  write("model/rules.ts");
  write("public/favicon.svg");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start builds only when needed", () => {
  it("builds when there is no build", () => {
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, {}))).toBe("no build yet");
  });

  it("reuses a finished build of the same sources", () => {
    finishBuild();
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, {}))).toBeUndefined();
  });

  it("builds again when a build was stopped before its manifest, whatever the time of its files", () => {
    write("build/client/index.html", "<!DOCTYPE html>");
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, {}))).toBe(
      "the build in place has no record of finishing",
    );
    write(`build/client/${MANIFEST_NAME}`, '{"fingerprint": "cut off');
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, {}))).toBe(
      "the build in place has no record of finishing",
    );
  });

  it("rebuilds when a source's contents changed, and names it", () => {
    finishBuild();
    write("content/guides.csv", "changed");
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, {}))).toBe(
      "content changed since the last build",
    );
  });

  it("rebuilds when a source is added or removed", () => {
    finishBuild();
    write("model/new-rule.ts");
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, {}))).toBe("model changed since the last build");
  });

  it("rebuilds when the build's tooling changed (the sitemap, the feed)", () => {
    finishBuild();
    write("tooling/seo-files.ts");
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, {}))).toBe(
      "tooling changed since the last build",
    );
  });

  it("rebuilds when a build-time setting changed (SITE_URL)", () => {
    finishBuild();
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, { SITE_URL: "https://elsewhere.example" }))).toBe(
      "the build settings changed since the last build",
    );
  });

  it("ignores test files, READMEs, the image variants the build makes, and file times", () => {
    finishBuild();
    write("model/rules.test.ts");
    write("model/README.md");
    write("public/generated/studio-640.avif");
    write("app/root.tsx"); // same contents, new time
    expect(staleBuildReason(root, buildDir(), sourceFingerprint(root, {}))).toBeUndefined();
  });
});
