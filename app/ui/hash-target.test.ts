import { describe, expect, it } from "vitest";
import { hashTarget } from "./hash-target";

describe("contact hash anchors (SPEC §2 Contact; the 300 ms wait: disclosure.test.tsx)", () => {
  const ids = ["hiring", "brands", "events", "mentorship"];

  it("names the card whose id the hash matches", () => {
    expect(hashTarget("#events", ids)).toBe("events");
    expect(hashTarget("mentorship", ids)).toBe("mentorship");
  });

  it("names no card for an empty, unknown or malformed hash", () => {
    expect(hashTarget("", ids)).toBeUndefined();
    expect(hashTarget("#", ids)).toBeUndefined();
    expect(hashTarget("#Events", ids)).toBeUndefined();
    expect(hashTarget("#%E0%A4%A", ids)).toBeUndefined();
  });
});
