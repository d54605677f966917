import { describe, expect, it } from "vitest";
import { type FallbackFace, fontsourceSubsets, subsetsFor } from "./fallback-subsets";

const sans: FallbackFace = {
  family: "Sans",
  subsets: fontsourceSubsets({ cyrillic: "U+0400-045F", greek: "U+0370-03FF" }),
};
const cjk: FallbackFace = {
  family: "CJK",
  subsets: fontsourceSubsets({ "[1]": "U+4E00-4E0F,U+AC00", "[2]": "U+AC00-AC10" }),
};
const names = (text: string, tried?: ReadonlySet<FallbackFace["subsets"][number]>) =>
  subsetsFor(text, [sans, cjk], tried).map(({ face, subset }) => `${face.family} ${subset.name}`);

describe("subsetsFor", () => {
  it("reads a fontsource unicode.json", () => {
    expect(sans.subsets[0]).toEqual({ name: "cyrillic", ranges: [[0x400, 0x45f]] });
  });

  it("needs nothing for characters no face holds, and each subset once, in the faces' order", () => {
    expect(names("Plain words")).toEqual([]);
    expect(names("丁Δ Привет丁")).toEqual(["Sans cyrillic", "Sans greek", "CJK [1]"]);
  });

  it("takes the first subset that holds a character, and the next when that one was tried", () => {
    expect(names("가")).toEqual(["CJK [1]"]);
    const first = cjk.subsets[0];
    expect(first && names("가", new Set([first]))).toEqual(["CJK [2]"]);
  });
});
