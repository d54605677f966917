import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cssUnicodeRange,
  DISPLAY_FONT_SUBSETS,
  displayFaces,
  displayFontCss,
  FONTSOURCE_LATIN_RANGE,
  fontsourceFaces,
  LATIN_SOURCE,
} from "../tooling/display-font-subsets";
import {
  FONT_FAMILY,
  FONT_PACKAGE_DIR,
  FONTS_DIR,
  packageVersion,
  sha256,
  type SubsetsRecord,
} from "./subset-display-font";

// The display font's files are committed (a build needs no font tools). These
// checks fail when they no longer match the installed package or the ranges of
// tooling/display-font-subsets.ts: run `npm run fonts:subset` and commit the result.
const record = JSON.parse(readFileSync(path.join(FONTS_DIR, "subsets.json"), "utf8")) as SubsetsRecord;
const packageCss = readFileSync(path.join(FONT_PACKAGE_DIR, "wght.css"), "utf8");
const REMAKE = "run npm run fonts:subset";

describe("app/styles/fonts (made by npm run fonts:subset)", () => {
  it("splits the Latin face the installed package declares", () => {
    expect(fontsourceFaces(packageCss).find((face) => face.file === LATIN_SOURCE)?.unicodeRange).toBe(
      FONTSOURCE_LATIN_RANGE,
    );
  });

  it("was made from the installed package's Latin file", () => {
    expect(record.version, REMAKE).toBe(packageVersion());
    expect(record.latinSource, REMAKE).toBe(sha256(readFileSync(path.join(FONT_PACKAGE_DIR, "files", LATIN_SOURCE))));
  });

  it("holds the subsets of the current ranges, unchanged since they were made", () => {
    expect(
      record.subsets.map(({ file, unicodeRange }) => ({ file, unicodeRange })),
      REMAKE,
    ).toEqual(
      DISPLAY_FONT_SUBSETS.map((subset) => ({ file: subset.file, unicodeRange: cssUnicodeRange(subset.ranges) })),
    );
    for (const subset of record.subsets) {
      expect(sha256(readFileSync(path.join(FONTS_DIR, subset.file))), `${subset.file}: ${REMAKE}`).toBe(subset.sha256);
    }
  });

  it("declares every face of the package, the Latin one split in two, with the package's other files as they are", () => {
    const faces = displayFaces(packageCss);
    expect(readFileSync(path.join(FONTS_DIR, "display-font.css"), "utf8"), REMAKE).toBe(
      displayFontCss(FONT_FAMILY, faces),
    );
    expect(faces.map((face) => face.file)).not.toContain(LATIN_SOURCE);
    for (const face of faces.filter((face) => !DISPLAY_FONT_SUBSETS.some((subset) => subset.file === face.file))) {
      expect(sha256(readFileSync(path.join(FONTS_DIR, face.file))), `${face.file}: ${REMAKE}`).toBe(
        sha256(readFileSync(path.join(FONT_PACKAGE_DIR, "files", face.file))),
      );
    }
  });
});
