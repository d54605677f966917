import { describe, expect, it } from "vitest";
import { longDate, recommendationCountLine } from "./recommendation-count";

describe("recommendation count line (SPEC §2 \"'N recommendation(s)', followed by ', updated {long date}' when last_updated exists\")", () => {
  it("reads 'N recommendation(s)' without a date", () => {
    expect(recommendationCountLine(0)).toBe("0 recommendation(s)");
    expect(recommendationCountLine(1)).toBe("1 recommendation(s)");
    expect(recommendationCountLine(7, undefined)).toBe("7 recommendation(s)");
  });

  it("adds ', updated {long date}' when last_updated exists", () => {
    expect(recommendationCountLine(3, "2025-03-14")).toBe("3 recommendation(s), updated March 14, 2025");
  });

  it("leaves the date out when it is not a date", () => {
    expect(recommendationCountLine(2, "soon")).toBe("2 recommendation(s)");
    expect(longDate("2025-13-45")).toBeUndefined();
  });

  it("does not shift the day by time zone (build and browser agree)", () => {
    expect(longDate("2024-01-01")).toBe("January 1, 2024");
  });

  it("writes what Intl's en-US long date style writes, for every day of 2023 to 2025", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(longDate(iso)).toBe(intl.format(new Date(time)));
    }
  });
});
