import { describe, expect, it } from "vitest";
import { ownEntry, recordOf } from "./own-entry";

const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];

describe("lookups by a content value use own properties only", () => {
  it.each(PROTOTYPE_NAMES)("finds nothing under %s in an object that does not hold it", (name) => {
    expect(ownEntry({ tea: 1 }, name)).toBeUndefined();
  });

  it("finds what the object holds", () => {
    expect(ownEntry({ tea: 1 }, "tea")).toBe(1);
    expect(ownEntry(undefined, "tea")).toBeUndefined();
  });

  it.each(PROTOTYPE_NAMES)("keeps an entry named %s as data", (name) => {
    const record = recordOf([[name, "value"]]);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(ownEntry(record, name)).toBe("value");
  });
});
