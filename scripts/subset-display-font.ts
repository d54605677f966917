// npm run fonts:subset: makes the display face's files in app/styles/fonts/ from
// the installed @fontsource-variable/bricolage-grotesque (tooling/display-font-subsets.ts):
// every file fixed at the display weight with the layout features text uses by
// default, its Latin file split in two (the
// characters of English copy, preloaded, and the rest of Latin), the @font-face
// rules for all of them, and subsets.json, which records what they were made
// from (scripts/subset-display-font.test.ts fails when the package or the ranges
// change and the files were not made again). The files are committed, so a build
// needs no font tools.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";
import {
  charactersOf,
  cssUnicodeRange,
  DISPLAY_FONT_FEATURES,
  DISPLAY_FONT_WEIGHT,
  displayFaces,
  displayFontCss,
} from "../tooling/display-font-subsets";

const root = path.resolve(import.meta.dirname, "..");
export const FONT_PACKAGE = "@fontsource-variable/bricolage-grotesque";
export const FONT_FAMILY = "Bricolage Grotesque";
export const FONT_PACKAGE_DIR = path.join(root, "node_modules", FONT_PACKAGE);
export const FONTS_DIR = path.join(root, "app/styles/fonts");

export type SubsetsRecord = {
  package: string;
  version: string;
  weight: number;
  /** The OpenType features kept (tooling/display-font-subsets.ts). */
  layoutFeatures: string[];
  /** Each made file: the package's file it was made from (and that file's sha256), its characters, its sha256. */
  files: { file: string; source: string; sourceSha256: string; unicodeRange: string; sha256: string }[];
};

export function sha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(FONT_PACKAGE_DIR, "package.json"), "utf8")) as { version: string }).version;
}

async function main(): Promise<void> {
  const packageCss = readFileSync(path.join(FONT_PACKAGE_DIR, "wght.css"), "utf8");
  mkdirSync(FONTS_DIR, { recursive: true });
  const record: SubsetsRecord = {
    package: FONT_PACKAGE,
    version: packageVersion(),
    weight: DISPLAY_FONT_WEIGHT,
    layoutFeatures: [...DISPLAY_FONT_FEATURES],
    files: [],
  };
  // subset-font (2.9) takes keepFeatures; its published types (@types/subset-font 2.3) predate the option.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: "woff2",
    variationAxes: { wght: DISPLAY_FONT_WEIGHT },
    keepFeatures: [...DISPLAY_FONT_FEATURES],
  };
  const faces = displayFaces(packageCss);
  for (const face of faces) {
    const source = readFileSync(path.join(FONT_PACKAGE_DIR, "files", face.source));
    const data = await subsetFont(source, charactersOf(face.ranges), options);
    writeFileSync(path.join(FONTS_DIR, face.file), data);
    record.files.push({
      file: face.file,
      source: face.source,
      sourceSha256: sha256(source),
      unicodeRange: cssUnicodeRange(face.ranges),
      sha256: sha256(data),
    });
    console.log(`  ${face.file}  ${(data.length / 1024).toFixed(1)} KB`);
  }
  writeFileSync(path.join(FONTS_DIR, "display-font.css"), displayFontCss(FONT_FAMILY, faces));
  writeFileSync(path.join(FONTS_DIR, "subsets.json"), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Display font: ${faces.length} faces in ${path.relative(root, FONTS_DIR)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) void main();
