/**
 * The Noto emoji picture for an emoji in a share image's title. The pictures
 * come from @iconify-json/noto, whose chars.json names them by code points in
 * lowercase hex joined by "-", without the U+FE0F presentation selector.
 */

const KEYCAP_NAMES: Readonly<Record<string, string>> = { "#": "pound", "*": "asterisk" };

/**
 * The icon name of `grapheme`: keycaps (which chars.json leaves out) by their key,
 * then the whole sequence, then its first character alone, so that a sequence the
 * set does not know (a newer family, a subdivision flag) still shows its base
 * emoji, as systems without the sequence do.
 */
export function emojiIconName(grapheme: string, chars: Readonly<Record<string, string>>): string | undefined {
  const keycap = /^([#*0-9])\uFE0F?\u20E3$/u.exec(grapheme)?.[1];
  if (keycap) return `keycap-${KEYCAP_NAMES[keycap] ?? keycap}`;
  const codePoints = [...grapheme].map((character) => character.codePointAt(0) ?? 0).filter((code) => code !== 0xfe0f);
  const key = (points: readonly number[]) => points.map((code) => code.toString(16)).join("-");
  return chars[key(codePoints)] ?? chars[key(codePoints.slice(0, 1))];
}

export type IconSet = {
  icons: Readonly<Record<string, { body: string }>>;
  aliases?: Readonly<Record<string, { parent: string }>>;
  width?: number;
  height?: number;
};

/** A standalone SVG of the icon `name` (following aliases), or undefined when the set has none. */
export function iconSvg(set: IconSet, name: string): string | undefined {
  let icon = set.icons[name];
  for (let alias = set.aliases?.[name], hops = 0; !icon && alias && hops < 8; hops += 1) {
    icon = set.icons[alias.parent];
    alias = set.aliases?.[alias.parent];
  }
  if (!icon) return undefined;
  const { width = 16, height = 16 } = set;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`;
}
