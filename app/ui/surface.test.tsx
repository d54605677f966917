import { describe, expect, it } from "vitest";
import { surfaceVariants } from "./surface";

describe("Surface paddings (SPEC Spacing: responsive card paddings)", () => {
  it("a call-to-action card is padded 24 / 32 / 48 px", () => {
    expect(surfaceVariants({ padding: "cta" }).split(" ")).toEqual(
      expect.arrayContaining(["p-lg", "md:p-xl", "lg:p-section"]),
    );
  });

  it("a content card is padded 16 / 20 / 24 px", () => {
    expect(surfaceVariants({ padding: "content" }).split(" ")).toEqual(
      expect.arrayContaining(["p-md", "md:p-5", "lg:p-lg"]),
    );
  });

  it("has SPEC's 2 px border and 0.5 rem radius", () => {
    expect(surfaceVariants({}).split(" ")).toEqual(expect.arrayContaining(["border-2", "rounded-card"]));
  });
});
