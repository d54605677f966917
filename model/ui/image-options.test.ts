import { describe, expect, it } from "vitest";
import { sizesForWidthPreset, IMAGE_OBJECT_POSITIONS, parseAspectRatio, placeImageBadges } from "./image-options";

describe("image badges with a caption (SPEC §5: bottom positions are skipped when a caption is present)", () => {
  const badges = [
    { position: "top-left", content: "Ready to Use" },
    { position: "bottom-right", content: "Proven & Tested" },
    { position: "top-right", content: "New" },
    { position: "bottom-left", content: "Made with love by me" },
  ] as const;

  it("keeps every badge when there is no caption", () => {
    expect(placeImageBadges(badges, false)).toEqual({ shown: [...badges], skipped: [] });
  });

  it("skips bottom-left and bottom-right when there is a caption, in order", () => {
    const { shown, skipped } = placeImageBadges(badges, true);
    expect(shown.map((badge) => badge.content)).toEqual(["Ready to Use", "New"]);
    expect(skipped.map((badge) => badge.content)).toEqual(["Proven & Tested", "Made with love by me"]);
  });

  it("handles no badges", () => {
    expect(placeImageBadges([], true)).toEqual({ shown: [], skipped: [] });
  });
});

describe("parseAspectRatio (SPEC §3 aspectRatio)", () => {
  it.each([
    [16 / 9, 16 / 9],
    ["16/9", 16 / 9],
    ["16:9", 16 / 9],
    [" 21 / 9 ", 21 / 9],
    ["4:3", 4 / 3],
    ["1", 1],
    ["1.5", 1.5],
  ] as const)("%j is %d", (input, expected) => {
    expect(parseAspectRatio(input)).toBeCloseTo(expected);
  });

  it.each([undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, "", "wide", "16/0", "0/9", "16/9/2", "-4:3"])(
    "%j gives no ratio, so the image keeps its own",
    (input) => {
      expect(parseAspectRatio(input)).toBeUndefined();
    },
  );
});

describe("image constants (SPEC §3 and §9)", () => {
  it("has the nine object positions", () => {
    expect(IMAGE_OBJECT_POSITIONS).toHaveLength(9);
  });
});

describe("sizesForWidthPreset", () => {
  it("caps a preset image at its width, and leaves a full-width image to the browser's 100vw", () => {
    expect(sizesForWidthPreset("xs")).toBe("(min-width: 320px) 320px, 100vw");
    expect(sizesForWidthPreset("2xl")).toBe("(min-width: 672px) 672px, 100vw");
    expect(sizesForWidthPreset("full")).toBeUndefined();
  });
});
