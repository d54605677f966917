import { describe, expect, it } from "vitest";
import { isScriptMarker, ownInlineScripts } from "./own-scripts";

const MARKER = "Zq7c2b9Hk1XwPm4sTn8vRe3u";

describe("ownInlineScripts (the site's own inline scripts, by the build's marker: decision 027)", () => {
  it("returns the marked scripts a browser runs, in page order, and skips external scripts and data blocks", () => {
    const html = `<head><script nonce="${MARKER}">theme()</script></head><body>
      <script nonce="${MARKER}" type="module" async="">import "/x.js";</script>
      <script nonce="${MARKER}" src="/y.js"></script>
      <script nonce="${MARKER}" type="application/ld+json">{"@type":"Person"}</script>
      <script nonce="${MARKER}" type="speculationrules">{"prerender":[]}</script>
      <script nonce=${MARKER}>unquoted()</script><SCRIPT NONCE='${MARKER}'>upper()</SCRIPT ></body>`;
    // Speculation rules are not run, but the browser uses them only if the CSP's script-src allows them.
    expect(ownInlineScripts(html, MARKER)).toEqual([
      "theme()",
      'import "/x.js";',
      '{"prerender":[]}',
      "unquoted()",
      "upper()",
    ]);
  });

  it("leaves out a script injected into the page (no marker, another nonce, the marker only in another attribute)", () => {
    const html = `<script nonce="${MARKER}">own()</script>
      <p>Hi <script>injected()</script></p>
      <script nonce="guess${MARKER}">injected()</script>
      <script data-note='nonce="${MARKER}"'>injected()</script>
      <script title="${MARKER}" nonce="">injected()</script>`;
    expect(ownInlineScripts(html, MARKER)).toEqual(["own()"]);
  });

  it("reads a start tag as the browser does: an unclosed quote or tag in front of a script cannot borrow its marker", () => {
    // The browser reads one script here whose tag is everything up to the real tag's '>': it has no nonce.
    const swallowed = `<script x="<script nonce=">${MARKER}">own()</script>`;
    expect(ownInlineScripts(swallowed, MARKER)).toEqual([]);
    // A bare "<script>" in front: its text runs to the first </script>, and the real tag is only text in it.
    const opened = `<script><script nonce="${MARKER}">own()</script>`;
    expect(ownInlineScripts(opened, MARKER)).toEqual([]);
  });

  it("does not look for scripts inside a script's text", () => {
    const html = `<script nonce="${MARKER}">const s = "<script nonce=\\"${MARKER}\\">x";</script>`;
    expect(ownInlineScripts(html, MARKER)).toEqual([`const s = "<script nonce=\\"${MARKER}\\">x";`]);
  });

  it("takes the first of a repeated nonce, as the browser does", () => {
    expect(ownInlineScripts(`<script nonce="other" nonce="${MARKER}">x()</script>`, MARKER)).toEqual([]);
  });

  it("refuses a marker too short to be unguessable", () => {
    expect(() => ownInlineScripts("<script nonce>x()</script>", "")).toThrow(/marker/);
    expect(isScriptMarker("abc")).toBe(false);
    expect(isScriptMarker(MARKER)).toBe(true);
    expect(isScriptMarker(undefined)).toBe(false);
  });
});
