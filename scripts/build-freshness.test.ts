import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staleBuildReason } from "./build-freshness";

let root: string;
const buildDir = () => path.join(root, "build/client");

function touch(relative: string, secondsAgo: number) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "x");
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "freshness-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start builds only when needed", () => {
  it("builds when there is no build", () => {
    touch("app/root.tsx", 100);
    expect(staleBuildReason(root, buildDir())).toBe("no build yet");
  });

  it("reuses a build newer than every source", () => {
    touch("app/root.tsx", 100);
    touch("content/guides.csv", 100);
    touch("build/client/index.html", 10);
    // Directories get the time of their last change too.
    for (const dir of ["app", "content"]) utimesSync(path.join(root, dir), new Date(Date.now() - 100_000), new Date(Date.now() - 100_000));
    expect(staleBuildReason(root, buildDir())).toBeUndefined();
  });

  it("rebuilds when a source changed after the build", () => {
    touch("build/client/index.html", 100);
    touch("content/guides.csv", 10);
    expect(staleBuildReason(root, buildDir())).toBe("content changed since the last build");
  });

  it("ignores test files, which are not part of the site", () => {
    touch("build/client/index.html", 100);
    touch("model/rules.test.ts", 10);
    utimesSync(path.join(root, "model"), new Date(Date.now() - 200_000), new Date(Date.now() - 200_000));
    expect(staleBuildReason(root, buildDir())).toBeUndefined();
  });
});
