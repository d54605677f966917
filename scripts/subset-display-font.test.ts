import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cssUnicodeRange,
  DISPLAY_FONT_FEATURES,
  DISPLAY_FONT_WEIGHT,
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
const faces = displayFaces(packageCss);
const REMAKE = "run npm run fonts:subset";

describe("app/styles/fonts (made by npm run fonts:subset)", () => {
  it("splits the Latin face the installed package declares", () => {
    expect(fontsourceFaces(packageCss).find((face) => face.file === LATIN_SOURCE)?.unicodeRange).toBe(
      FONTSOURCE_LATIN_RANGE,
    );
  });

  it("was made from the installed package's files, at the display weight, with the kept features", () => {
    expect(record.version, REMAKE).toBe(packageVersion());
    expect(record.weight, REMAKE).toBe(DISPLAY_FONT_WEIGHT);
    expect(record.layoutFeatures, REMAKE).toEqual([...DISPLAY_FONT_FEATURES]);
    for (const file of record.files) {
      expect(file.sourceSha256, `${file.file}: ${REMAKE}`).toBe(
        sha256(readFileSync(path.join(FONT_PACKAGE_DIR, "files", file.source))),
      );
    }
  });

  it("holds one file per face of the current ranges, unchanged since it was made", () => {
    expect(
      record.files.map(({ file, source, unicodeRange }) => ({ file, source, unicodeRange })),
      REMAKE,
    ).toEqual(
      faces.map((face) => ({ file: face.file, source: face.source, unicodeRange: cssUnicodeRange(face.ranges) })),
    );
    for (const file of record.files) {
      expect(sha256(readFileSync(path.join(FONTS_DIR, file.file))), `${file.file}: ${REMAKE}`).toBe(file.sha256);
    }
  });

  it("declares every face of the package, the Latin one split in two", () => {
    expect(readFileSync(path.join(FONTS_DIR, "display-font.css"), "utf8"), REMAKE).toBe(
      displayFontCss(FONT_FAMILY, faces),
    );
    expect(faces.map((face) => face.source)).toEqual(
      fontsourceFaces(packageCss).flatMap((face) =>
        face.file === LATIN_SOURCE ? [LATIN_SOURCE, LATIN_SOURCE] : [face.file],
      ),
    );
  });
});
