/**
 * Which files of the share images' fallback faces a text needs. Each face is a
 * fontsource package cut into subsets by Unicode range (its unicode.json), so a
 * title in Arabic or Korean reads only the few files that hold its characters,
 * and a Latin title reads none.
 */
import { type CodePointRange, parseUnicodeRange } from "./display-font-subsets";

export type FallbackSubset = { name: string; ranges: readonly CodePointRange[] };

/** One face, with its subsets in the order fontsource lists them. */
export type FallbackFace = { family: string; subsets: readonly FallbackSubset[] };

/** The subsets of a fontsource unicode.json ({ "latin": "U+0000-00FF,…", "[119]": "U+4E00,…" }). */
export function fontsourceSubsets(unicodeJson: Readonly<Record<string, string>>): FallbackSubset[] {
  return Object.entries(unicodeJson).map(([name, range]) => ({ name, ranges: parseUnicodeRange(range) }));
}

function covers(subset: FallbackSubset, codePoint: number): boolean {
  return subset.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

export type SubsetChoice<Face extends FallbackFace> = { face: Face; subset: FallbackSubset };

/**
 * For each character of `text`, the first face (in the order given) with a
 * subset whose range holds it, and that subset, passing over the subsets in
 * `tried` (a range can promise a character its file lacks: the next face may have
 * it). Each subset once, in the order of the faces, then of their subsets, so
 * that the same text always gives the same fonts in the same order. Characters no
 * face holds are left to the caller.
 */
export function subsetsFor<Face extends FallbackFace>(
  text: string,
  faces: readonly Face[],
  tried: ReadonlySet<FallbackSubset> = new Set(),
): SubsetChoice<Face>[] {
  const chosen = new Set<FallbackSubset>();
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0) ?? 0;
    for (const face of faces) {
      const subset = face.subsets.find((candidate) => !tried.has(candidate) && covers(candidate, codePoint));
      if (subset) {
        chosen.add(subset);
        break;
      }
    }
  }
  return faces.flatMap((face) =>
    face.subsets.filter((subset) => chosen.has(subset)).map((subset) => ({ face, subset })),
  );
}
