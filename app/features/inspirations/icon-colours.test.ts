import { describe, expect, it } from "vitest";
import {
  DEFAULT_DARK_ICON_COLOURS,
  DEFAULT_ICON_COLOURS,
  TOPIC_ICON_COLOURS,
  guideIconColours,
  hslColour,
} from "./icon-colours";

describe("guide icon colours (SPEC §9 'A per-guide colour pair is used unless it equals the default dark pair')", () => {
  it("uses the guide's own pair", () => {
    expect(guideIconColours({ icon_fg_hsl: "10 50% 40%", icon_bg_hsl: "10 80% 95%", topic_key: "audio" })).toEqual({
      fg: "10 50% 40%",
      bg: "10 80% 95%",
    });
  });

  it("ignores the default dark pair and uses the topic colour map instead", () => {
    const guide = {
      icon_fg_hsl: DEFAULT_DARK_ICON_COLOURS.fg,
      icon_bg_hsl: DEFAULT_DARK_ICON_COLOURS.bg,
      topic_key: "tea",
    };
    expect(guideIconColours(guide)).toEqual(TOPIC_ICON_COLOURS.get("tea"));
  });

  it("uses the topic map when only half a pair is given", () => {
    expect(guideIconColours({ icon_fg_hsl: "10 50% 40%", icon_bg_hsl: undefined, topic_key: "matcha" })).toEqual(
      TOPIC_ICON_COLOURS.get("matcha"),
    );
  });

  it("falls back to the blue pair for an unknown or missing topic", () => {
    expect(guideIconColours({ icon_fg_hsl: undefined, icon_bg_hsl: undefined, topic_key: "knitting" })).toEqual(
      DEFAULT_ICON_COLOURS,
    );
    expect(guideIconColours({ icon_fg_hsl: undefined, icon_bg_hsl: undefined, topic_key: undefined })).toEqual(
      DEFAULT_ICON_COLOURS,
    );
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "falls back to the blue pair for the topic_key %s, a name Object.prototype holds",
    (topic) => {
      const colours = guideIconColours({ icon_fg_hsl: undefined, icon_bg_hsl: undefined, topic_key: topic });
      expect(colours).toEqual(DEFAULT_ICON_COLOURS);
      expect(hslColour(colours.bg)).not.toContain("undefined");
    },
  );

  it("maps all sixteen SPEC topics", () => {
    expect([...TOPIC_ICON_COLOURS.keys()].sort()).toEqual(
      [
        "audio",
        "photography",
        "respiratory",
        "coffee-beans",
        "milk-alternative",
        "coffee-gear",
        "milk",
        "skincare",
        "cleaning-tools",
        "tea",
        "matcha",
        "work-setup",
        "vpn-e-sim",
        "loyalty-program",
        "mechanical-keyboard",
        "tumbler",
      ].sort(),
    );
  });

  it("writes a CSS colour", () => {
    expect(hslColour("217 71% 38%")).toBe("hsl(217 71% 38%)");
  });
});
