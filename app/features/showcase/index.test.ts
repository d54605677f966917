import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { showcaseSlugs } from "#model/pages/showcase-pages.ts";
import { showcaseSections } from "./index";

// docs/design.md house style "Showcase": every app/ui file has demos named
// <name>-<variant>.tsx, listed in one index, so the documentation cannot drift.
// Vitest runs from the repository root (jsdom replaces URL, so no import.meta.url here).
const showcaseDir = path.resolve("app/features/showcase");

function componentFiles(layer: "ui" | "blocks"): string[] {
  return readdirSync(path.resolve("app", layer))
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .map((file) => file.replace(/\.tsx$/, ""));
}

const uiComponentFiles = componentFiles("ui");
const blockFiles = componentFiles("blocks");

const allSections = showcaseSlugs.flatMap((slug) => showcaseSections[slug].map((section) => ({ slug, ...section })));

describe("showcase index (DESIGN.md: a unit test checks every ui file is in the index)", () => {
  test("there are ui component files to check", () => {
    expect(uiComponentFiles.length).toBeGreaterThan(0);
  });

  test.each(uiComponentFiles)("app/ui/%s.tsx is documented by at least one demo", (name) => {
    expect(
      allSections.filter((section) => section.ui === name && !section.layer).map((section) => section.id),
    ).not.toEqual([]);
  });

  test.each(blockFiles)("app/blocks/%s.tsx is documented by at least one demo", (name) => {
    expect(allSections.filter((section) => section.ui === name && section.layer === "blocks")).not.toEqual([]);
  });

  test.each(allSections.map((section) => [section.id, section] as const))(
    "%s is named <ui-name>-<variant>, lives in its own file and documents an existing ui file",
    (id, section) => {
      expect(id.startsWith(`${section.ui}-`)).toBe(true);
      expect(id.length).toBeGreaterThan(section.ui.length + 1);
      expect(existsSync(path.join(showcaseDir, `${id}.tsx`))).toBe(true);
      expect(section.layer === "blocks" ? blockFiles : uiComponentFiles).toContain(section.ui);
      expect(section.title.trim()).not.toBe("");
      expect(section.description.trim()).not.toBe("");
    },
  );

  test("section ids (the page anchors) are unique across the showcase", () => {
    const ids = allSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("each showcase page loads only its own demos", () => {
  const appFiles = readdirSync(path.resolve("app"), { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );

  test.each(showcaseSlugs)("the /components/%s route imports its page's list, pages/<slug>.ts", (slug) => {
    const route = readFileSync(path.resolve(`app/routes/components.${slug}.tsx`), "utf8");
    expect(route).toMatch(new RegExp(`from "(\\.\\./|~/)features/showcase/pages/${slug}"`));
  });

  test("no app module imports the whole index (it would put every demo on every page)", () => {
    const wholeIndex = /from "(\.\/index|\.|((\.\.\/)+|~\/)features\/showcase(\/index)?)"/;
    const importers = appFiles.filter((file) => wholeIndex.test(readFileSync(path.resolve("app", file), "utf8")));
    expect(importers).toEqual([]);
  });
});
