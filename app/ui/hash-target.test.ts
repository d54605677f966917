import { describe, expect, it } from "vitest";
import { HASH_SCROLL_DELAY_MS, hashTarget } from "./hash-target";

describe("contact hash anchors (SPEC §2 Contact, §9 hash-scroll delay 300 ms)", () => {
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

  it("waits 300 ms before scrolling", () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(300);
  });
});
