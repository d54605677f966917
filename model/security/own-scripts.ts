/**
 * Which inline scripts of a pre-rendered page the site wrote itself (docs/decisions/027).
 *
 * Every inline script the site renders (the theme script, React Router's boot, scroll
 * restoration and data, React's streaming helpers) carries the build's script marker as its
 * `nonce` attribute: a random value made when the build starts (scripts/build.ts), after the
 * content it renders was fixed, so no text from the content can carry it. Only those scripts'
 * hashes go into the page's Content-Security-Policy; a `<script>` that reached a page any
 * other way gets no hash and does not run. The policy itself names no nonce: the marker is a
 * build-time label, not a per-response secret.
 */

/** The environment variable that hands the marker from the build to the pre-render and postbuild. */
export const SCRIPT_MARKER_VARIABLE = "SITE_SCRIPT_MARKER";

/** At least 128 random bits, base64url: nothing a guess or a leftover attribute could match. */
const MARKER_PATTERN = /^[A-Za-z0-9_-]{22,}$/;

export function isScriptMarker(value: string | undefined): value is string {
  return value !== undefined && MARKER_PATTERN.test(value);
}

/** HTML's whitespace between attributes (the tokenizer's, not \s, which also matches other spaces). */
const SPACE = /[\t\n\f\r ]/;

type StartTag = { attributes: Map<string, string>; end: number };

/**
 * The attributes of a start tag whose name ends at `from`, read as the HTML tokenizer reads
 * them (quoted and unquoted values, the first of a repeated name wins), so a quote or an
 * unfinished tag in front of a script cannot make this reading differ from the browser's.
 * Character references are not decoded: a marker is never written with them.
 */
function readStartTag(html: string, from: number): StartTag | undefined {
  const attributes = new Map<string, string>();
  let i = from;
  while (i < html.length) {
    const char = html[i] as string;
    if (char === ">") return { attributes, end: i + 1 };
    if (SPACE.test(char) || char === "/") {
      i += 1;
      continue;
    }
    let nameEnd = i + 1;
    while (nameEnd < html.length && !/[\t\n\f\r />=]/.test(html[nameEnd] as string)) nameEnd += 1;
    const name = html.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (i < html.length && SPACE.test(html[i] as string)) i += 1;
    let value = "";
    if (html[i] === "=") {
      i += 1;
      while (i < html.length && SPACE.test(html[i] as string)) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return undefined;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        let valueEnd = i;
        while (valueEnd < html.length && !/[\t\n\f\r >]/.test(html[valueEnd] as string)) valueEnd += 1;
        value = html.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return undefined;
}

// Speculation rules are not run, but the CSP's script-src decides whether the browser uses them.
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "speculationrules"]);

/**
 * The bodies of the inline scripts of `html` that carry `marker` as their nonce and that a
 * browser would run (no `src`, no data blocks such as JSON-LD), in page order.
 */
export function ownInlineScripts(html: string, marker: string): string[] {
  if (!isScriptMarker(marker)) throw new Error("The script marker must be at least 22 base64url characters.");
  const bodies: string[] = [];
  const scriptStart = /<script(?=[\t\n\f\r />])/gi;
  const scriptEnd = /<\/script[\t\n\f\r />]/gi;
  for (let start = scriptStart.exec(html); start; start = scriptStart.exec(html)) {
    const tag = readStartTag(html, start.index + "<script".length);
    if (!tag) break;
    scriptEnd.lastIndex = tag.end;
    const end = scriptEnd.exec(html);
    const bodyEnd = end ? end.index : html.length;
    const { attributes } = tag;
    const type = (attributes.get("type") ?? "").trim().toLowerCase();
    if (attributes.get("nonce") === marker && !attributes.has("src") && RUNNABLE_TYPES.has(type)) {
      bodies.push(html.slice(tag.end, bodyEnd));
    }
    // A script's text is not markup: the next script starts after this one ends.
    scriptStart.lastIndex = bodyEnd;
  }
  return bodies;
}
