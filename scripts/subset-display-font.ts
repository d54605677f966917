// npm run fonts:subset: makes the display face's files in app/styles/fonts/ from
// the installed @fontsource-variable/bricolage-grotesque (tooling/display-font-subsets.ts):
// its Latin file split in two (the characters of English copy, preloaded, and the
// rest of Latin), its Latin Extended and Vietnamese files copied as they are, the
// @font-face rules for all of them, and subsets.json, which records what they were
// made from (scripts/subset-display-font.test.ts fails when the package or the
// ranges change and the files were not made again). The files are committed, so a
// build needs no font tools.
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";
import {
  charactersOf,
  cssUnicodeRange,
  DISPLAY_FONT_SUBSETS,
  displayFaces,
  displayFontCss,
  LATIN_SOURCE,
} from "../tooling/display-font-subsets";

const root = path.resolve(import.meta.dirname, "..");
export const FONT_PACKAGE = "@fontsource-variable/bricolage-grotesque";
export const FONT_FAMILY = "Bricolage Grotesque Variable";
export const FONT_PACKAGE_DIR = path.join(root, "node_modules", FONT_PACKAGE);
export const FONTS_DIR = path.join(root, "app/styles/fonts");

export type SubsetsRecord = {
  package: string;
  version: string;
  /** sha256 of the package's Latin file the subsets were made from. */
  latinSource: string;
  subsets: { file: string; unicodeRange: string; sha256: string }[];
};

export function sha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(FONT_PACKAGE_DIR, "package.json"), "utf8")) as { version: string }).version;
}

async function main(): Promise<void> {
  const packageCss = readFileSync(path.join(FONT_PACKAGE_DIR, "wght.css"), "utf8");
  const latin = readFileSync(path.join(FONT_PACKAGE_DIR, "files", LATIN_SOURCE));
  mkdirSync(FONTS_DIR, { recursive: true });
  const record: SubsetsRecord = {
    package: FONT_PACKAGE,
    version: packageVersion(),
    latinSource: sha256(latin),
    subsets: [],
  };
  for (const subset of DISPLAY_FONT_SUBSETS) {
    const data = await subsetFont(latin, charactersOf(subset.ranges), { targetFormat: "woff2" });
    writeFileSync(path.join(FONTS_DIR, subset.file), data);
    record.subsets.push({ file: subset.file, unicodeRange: cssUnicodeRange(subset.ranges), sha256: sha256(data) });
    console.log(`  ${subset.file}  ${(data.length / 1024).toFixed(1)} KB`);
  }
  const faces = displayFaces(packageCss);
  for (const face of faces) {
    if (!DISPLAY_FONT_SUBSETS.some((subset) => subset.file === face.file)) {
      copyFileSync(path.join(FONT_PACKAGE_DIR, "files", face.file), path.join(FONTS_DIR, face.file));
      console.log(`  ${face.file}  (copied)`);
    }
  }
  writeFileSync(path.join(FONTS_DIR, "display-font.css"), displayFontCss(FONT_FAMILY, faces));
  writeFileSync(path.join(FONTS_DIR, "subsets.json"), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Display font: ${faces.length} faces in ${path.relative(root, FONTS_DIR)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) void main();
