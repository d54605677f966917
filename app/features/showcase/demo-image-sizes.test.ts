import { describe, expect, it } from "vitest";
import { demoImageSizes } from "./demo-image-sizes";

describe("demoImageSizes", () => {
  it("gives a full-width picture the demo's width: the viewport less its padding, at most 64.75rem", () => {
    expect(demoImageSizes()).toBe(
      "(width >= 72rem) 1036px, (width >= 48rem) calc(100vw - 7.25rem), calc(100vw - 4.25rem)",
    );
  });

  it("shares the width left after the gaps among the columns, from the breakpoint that brings them", () => {
    expect(demoImageSizes({ md: 2 })).toBe(
      "(width >= 72rem) 506px, (width >= 48rem) calc(50vw - 4.375rem), calc(100vw - 4.25rem)",
    );
    expect(demoImageSizes({ sm: 2, lg: 4 })).toBe(
      "(width >= 72rem) 241px, (width >= 64rem) calc(25vw - 2.937rem), (width >= 48rem) calc(50vw - 4.375rem), (width >= 40rem) calc(50vw - 2.875rem), calc(100vw - 4.25rem)",
    );
  });

  it("rounds a third up, so the size is never under the frame", () => {
    expect(demoImageSizes({ md: 3 })).toBe(
      "(width >= 72rem) 330px, (width >= 48rem) calc(33.34vw - 3.416rem), calc(100vw - 4.25rem)",
    );
  });

  it("gives an uneven column its share: two thirds and one third of a row of two", () => {
    expect(demoImageSizes({ md: { tracks: 2, share: 2 / 3 } })).toBe(
      "(width >= 72rem) 675px, (width >= 48rem) calc(66.67vw - 5.833rem), calc(100vw - 4.25rem)",
    );
    expect(demoImageSizes({ md: { tracks: 2, share: 1 / 3 } })).toBe(
      "(width >= 72rem) 338px, (width >= 48rem) calc(33.34vw - 2.916rem), calc(100vw - 4.25rem)",
    );
  });

  it("caps a width preset from the narrowest viewport whose column is always as wide", () => {
    expect(demoImageSizes({}, "xs")).toBe("(width >= 388px) 320px, calc(100vw - 4.25rem)");
    expect(demoImageSizes({}, "md")).toBe("(width >= 516px) 448px, calc(100vw - 4.25rem)");
    // Past 48rem the padding grows: the column is 672 px wide again only from 788 px.
    expect(demoImageSizes({}, "2xl")).toBe(
      "(width >= 788px) 672px, (width >= 48rem) calc(100vw - 7.25rem), calc(100vw - 4.25rem)",
    );
  });
});
