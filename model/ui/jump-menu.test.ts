import { describe, expect, it } from "vitest";
import { JUMP_MENU_OBSERVER_OPTIONS, activeSectionFromTops } from "./jump-menu";

describe("jump-to menu rules (SPEC §4 Jump-to menu, §9 jump offset 80 px)", () => {
  it("observes with margin -20% top, -70% bottom and threshold 0.1", () => {
    expect(JUMP_MENU_OBSERVER_OPTIONS).toEqual({ rootMargin: "-20% 0px -70% 0px", threshold: 0.1 });
  });
});

describe("active section (SPEC §4: follows scrolling through the -20% / -70% band)", () => {
  const order = ["layout", "aspect-ratio", "object-position", "loading"];
  const tops = (values: number[]) => new Map(order.map((id, index) => [id, values[index] ?? 0]));

  it("is the last section whose heading has reached the band (30% down a 1000 px window)", () => {
    expect(activeSectionFromTops(order, tops([-900, -400, 250, 1200]), 1000)).toBe("object-position");
  });

  it("a heading just below the band's bottom edge is not active yet", () => {
    expect(activeSectionFromTops(order, tops([-900, -400, 300, 1200]), 1000)).toBe("aspect-ratio");
  });

  it("a long section stays active while its heading is far above", () => {
    expect(activeSectionFromTops(order, tops([-3000, -2500, -2000, 900]), 1000)).toBe("object-position");
  });

  it("a sub-section wins over its group", () => {
    expect(activeSectionFromTops(order, tops([-50, 100, 700, 1500]), 1000)).toBe("aspect-ratio");
  });

  it("is nothing at the top of the page, before the first heading", () => {
    expect(activeSectionFromTops(order, tops([600, 900, 1400, 2000]), 1000)).toBeUndefined();
  });

  it("skips entries whose section is missing from the page", () => {
    expect(activeSectionFromTops(order, new Map([["layout", -10]]), 1000)).toBe("layout");
  });
});
