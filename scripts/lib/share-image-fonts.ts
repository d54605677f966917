// The faces a share image draws with: the site's Bricolage Grotesque, then Noto
// faces for what it lacks (tooling/fallback-subsets.ts), and Noto's emoji
// pictures. Everything comes from installed npm packages (OFL fonts, Apache-2.0
// emoji), read only when a title needs it: a Latin title reads the six small
// Bricolage files and nothing else.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Font } from "satori";
import { emojiIconName, type IconSet, iconSvg } from "../../tooling/emoji-icon";
import { type FallbackFace, type FallbackSubset, fontsourceSubsets, subsetsFor } from "../../tooling/fallback-subsets";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

type Weight = 400 | 500 | 800;

type FacePackage = { name: string; family: string; weights: readonly Weight[] };

type FallbackPackage = FacePackage & {
  /**
   * The package's subsets this face is used for. The others are left to the face made for them: the
   * Arabic face's "math" subset, for one, claims the arrows and operators but has few of them.
   */
  use: RegExp;
};

const BRICOLAGE: FacePackage = {
  name: "@fontsource/bricolage-grotesque",
  family: "Bricolage Grotesque",
  weights: [500, 800],
};
const BRICOLAGE_SUBSETS = ["latin", "latin-ext", "vietnamese"] as const;

/**
 * In order of preference. The card's text is extra bold; a face with one weight
 * (Symbols 2) is drawn bold by satori. Japanese is drawn with the SC face, which
 * has the kana and most kanji (in their Chinese forms).
 */
const FALLBACKS: readonly FallbackPackage[] = [
  // Latin letters Bricolage lacks, Greek, Cyrillic, Devanagari.
  { name: "@fontsource/noto-sans", family: "Noto Sans", weights: [800], use: /./ },
  { name: "@fontsource/noto-sans-arabic", family: "Noto Sans Arabic", weights: [800], use: /^arabic$/ },
  { name: "@fontsource/noto-sans-hebrew", family: "Noto Sans Hebrew", weights: [800], use: /^hebrew$/ },
  // fontsource cuts the CJK faces into numbered subsets by how often characters are used.
  { name: "@fontsource/noto-sans-sc", family: "Noto Sans SC", weights: [800], use: /^\[\d+\]$/ },
  { name: "@fontsource/noto-sans-kr", family: "Noto Sans KR", weights: [800], use: /^\[\d+\]$/ },
  // Arrows, stars, check marks, mathematical operators.
  { name: "@fontsource/noto-sans-symbols-2", family: "Noto Sans Symbols 2", weights: [400], use: /^(?!latin)/ },
];

const EMOJI_PACKAGE = "@iconify-json/noto";

/** Every package whose files can change a share image: their versions belong in its cache key. */
export const SHARE_IMAGE_PACKAGES: readonly string[] = [BRICOLAGE, ...FALLBACKS]
  .map((face) => face.name)
  .concat(EMOJI_PACKAGE);

const files = new Map<string, Buffer>();
/** One Buffer per file for the whole build: satori caches its parsed fonts by the data's identity. */
function fontFile(face: FacePackage, subset: string, weight: Weight): Buffer {
  const file = path.join(
    packageDir(face.name),
    "files",
    `${face.name.split("/")[1]}-${subset.replace(/[[\]]/g, "")}-${weight}-normal.woff`,
  );
  let data = files.get(file);
  if (!data) files.set(file, (data = readFileSync(file)));
  return data;
}

// Each subset gets a family name of its own: satori takes one font per family and weight, so
// subsets sharing a name would hide each other (Latin Extended went unused that way).
const subsetFamily = (face: FacePackage, subset: string) => `${face.family} ${subset.replace(/[[\]]/g, "")}`;

/** The CSS font-family of the card's text: the display face's subsets, in order. */
export const CARD_FONT_FAMILY = BRICOLAGE_SUBSETS.map((subset) => subsetFamily(BRICOLAGE, subset)).join(", ");

let baseFonts: Font[] | undefined;
/** The display face, which every card draws with. */
export function cardFonts(): Font[] {
  baseFonts ??= BRICOLAGE_SUBSETS.flatMap((subset) =>
    BRICOLAGE.weights.map((weight) => ({
      name: subsetFamily(BRICOLAGE, subset),
      data: fontFile(BRICOLAGE, subset, weight),
      weight,
      style: "normal" as const,
    })),
  );
  return baseFonts;
}

let fallbackFaces: (FallbackPackage & FallbackFace)[] | undefined;
const subsetFonts = new Map<FallbackSubset, Font[]>();

/**
 * Fallback fonts that hold the characters of `text`, which the fonts in
 * `loaded` lack: from the subsets not loaded yet. Empty when no face has more to offer.
 */
export function fallbackFonts(text: string, loaded: readonly Font[]): Font[] {
  fallbackFaces ??= FALLBACKS.map((face) => {
    const unicode = readFileSync(path.join(packageDir(face.name), "unicode.json"), "utf8");
    const subsets = fontsourceSubsets(JSON.parse(unicode) as Record<string, string>);
    return { ...face, subsets: subsets.filter((subset) => face.use.test(subset.name)) };
  });
  const tried = new Set(
    [...subsetFonts].filter(([, fonts]) => fonts.some((font) => loaded.includes(font))).map(([subset]) => subset),
  );
  return subsetsFor(text, fallbackFaces, tried).flatMap(({ face, subset }) => {
    let fonts = subsetFonts.get(subset);
    if (!fonts) {
      fonts = face.weights.map((weight) => ({
        name: subsetFamily(face, subset.name),
        data: fontFile(face, subset.name, weight),
        weight,
        style: "normal" as const,
      }));
      subsetFonts.set(subset, fonts);
    }
    return fonts;
  });
}

let emojiSet: { icons: IconSet; chars: Record<string, string> } | undefined;
/** The Noto picture of an emoji as a data URL, or undefined when the set has none. */
export function emojiImage(grapheme: string): string | undefined {
  emojiSet ??= {
    icons: JSON.parse(readFileSync(path.join(packageDir(EMOJI_PACKAGE), "icons.json"), "utf8")) as IconSet,
    chars: JSON.parse(readFileSync(path.join(packageDir(EMOJI_PACKAGE), "chars.json"), "utf8")) as Record<
      string,
      string
    >,
  };
  const name = emojiIconName(grapheme, emojiSet.chars);
  const svg = name === undefined ? undefined : iconSvg(emojiSet.icons, name);
  return svg && `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
