import { describe, expect, it } from "vitest";
import { compareText } from "./compare-text";

// Names and titles of the kind the content holds: stores, items, regions.
const samples = [
  "Amazon",
  "amazon",
  "Apple Store",
  "apple",
  "Bambu Lab",
  "B&H Photo",
  "Blibli",
  "Café Kopi",
  "cafe kopi",
  "Coffee Gear",
  "Élan",
  "elan",
  "Indonesia",
  "IKEA",
  "Jakarta",
  "Kopi Kenangan",
  "Lazada",
  "Muji",
  "Ñandú",
  "nandu",
  "Shopee",
  "Singapore",
  "Tokopedia",
  "Uniqlo",
  "Zalora",
  "3D printer",
  "10 Gram Coffee",
  "Hario V60",
  "Hario V60-02",
  "Hario",
  "Ōura",
  "O'Reilly",
];

describe("compareText", () => {
  const collator = new Intl.Collator("en", { sensitivity: "base" });

  it("orders every pair of sample names as English base-letter collation does", () => {
    const disagreements = samples.flatMap((a) =>
      samples
        .filter((b) => Math.sign(compareText(a, b)) !== Math.sign(collator.compare(a, b)))
        .map((b) => `${a} / ${b}`),
    );
    expect(disagreements).toEqual([]);
  });

  it("sorts a list alphabetically, ignoring case and accents, keeping the order of equal names", () => {
    expect(["banana", "Éclair", "apple", "eclair", "Apple"].sort(compareText)).toEqual([
      "apple",
      "Apple",
      "banana",
      "Éclair",
      "eclair",
    ]);
  });
});
