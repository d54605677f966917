/**
 * HTML character references in text the site reads back out of HTML: Pagefind's
 * search excerpts, and the meta tags of pre-rendered pages (the link-preview
 * images). That text comes from content, so a reference may name anything.
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

const REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi;

/**
 * The character a numeric reference stands for. As the HTML parser does, a
 * number that is no Unicode scalar value (0, a surrogate half, or past U+10FFFF,
 * however many digits it has) becomes U+FFFD: String.fromCodePoint would throw
 * on the last, and a lone surrogate half is not well-formed text.
 */
function codePointText(value: number): string {
  const scalar = value !== 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);
  return String.fromCodePoint(scalar ? value : 0xfffd);
}

/**
 * Decodes the numeric references and the named ones React and Pagefind write
 * (&amp; &lt; &gt; &quot; &apos; &nbsp;), in one pass: "&amp;#38;" is "&#38;",
 * not "&". An unknown name stays as it is written. Never throws.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    REFERENCE,
    (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (hex !== undefined) return codePointText(parseInt(hex, 16));
      if (decimal !== undefined) return codePointText(Number(decimal));
      return NAMED[(name ?? "").toLowerCase()] ?? whole;
    },
  );
}
