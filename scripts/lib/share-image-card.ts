// Draws one link-preview image (1200x630 PNG) with satori (layout to SVG) and
// resvg (SVG to PNG): no browser, no network. The look follows the site: warm
// off-white paper, big editorial Bricolage Grotesque title, rich magenta and
// cyan accents, the yellow highlight and the logo mark.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import { headlineSize, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareImageText } from "../../model/share-image";

export type ShareCard = ShareImageText & { ownerName: string; host: string };

const ink = "#1d1b2f";
const inkMuted = "#4a4760";
const paper = "#fbf7f0";
const subtle = "#f2ebdd";
const magenta = "#a3195b";
const cyan = "#006a75";
const yellow = "#ffd166";

const require = createRequire(import.meta.url);
/** Static (not variable) WOFF files: satori reads TTF, OTF and WOFF, not WOFF2 or variable axes. */
function fontFiles(): Font[] {
  const file = (subset: string, weight: 500 | 800) =>
    readFileSync(
      require.resolve(`@fontsource/bricolage-grotesque/files/bricolage-grotesque-${subset}-${weight}-normal.woff`),
    );
  return (["latin", "latin-ext"] as const).flatMap((subset) =>
    ([500, 800] as const).map((weight) => ({
      name: "Bricolage Grotesque",
      data: file(subset, weight),
      weight,
      style: "normal" as const,
    })),
  );
}
let fonts: Font[] | undefined;

// A satori node: the shape React elements have, without React.
type Node = { type: string; props: Record<string, unknown> & { children?: Node | string | (Node | string)[] } };
const h = (type: string, props: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

const svg = (markup: string) => `data:image/svg+xml;base64,${Buffer.from(markup).toString("base64")}`;

const logoMark = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="10" fill="${magenta}"/>` +
    `<path d="M26.5 13.5c-1.6-1.5-3.8-2.3-6.3-2.3-4 0-6.7 2.1-6.7 5.1 0 6.4 12.7 3.6 12.7 9 0 2.6-2.6 4.5-6.3 4.5-2.8 0-5.2-1-6.9-2.8" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>` +
    `<circle cx="30.5" cy="30" r="3" fill="${yellow}"/></svg>`,
);

const sparkle = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-22 -22 44 44"><path d="M0,-18Q0,0 18,0Q0,0 0,18Q0,0 -18,0Q0,0 0,-18Z" fill="${yellow}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/></svg>`,
);

const squiggle = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 24"><path d="M4,14C34,2 64,24 94,12S154,2 184,12S234,22 256,10" fill="none" stroke="${magenta}" stroke-width="6" stroke-linecap="round"/></svg>`,
);

function card({ headline, kicker, ownerName, host }: ShareCard): Node {
  const size = headlineSize(headline);
  const abs = (style: Record<string, unknown>) => ({ position: "absolute", display: "flex", ...style });
  return h(
    "div",
    {
      style: {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        display: "flex",
        flexDirection: "column",
        position: "relative",
        backgroundColor: paper,
        fontFamily: "Bricolage Grotesque",
        color: ink,
        boxSizing: "border-box",
        paddingTop: 60,
        paddingRight: 80,
        paddingBottom: 110,
        paddingLeft: 80,
      },
    },
    // Accents: a rich-cyan disc and a subtle paper blob at the right edge, a magenta bar on the left.
    h("div", {
      style: abs({ right: -250, bottom: -360, width: 560, height: 560, borderRadius: 280, backgroundColor: subtle }),
    }),
    h("div", {
      style: abs({ right: -110, top: -140, width: 300, height: 300, borderRadius: 150, backgroundColor: cyan }),
    }),
    h("div", { style: abs({ left: 0, top: 0, bottom: 0, width: 16, backgroundColor: magenta }) }),
    h("img", { src: sparkle, width: 40, height: 40, style: abs({ right: 230, top: 70 }) }),
    h("img", { src: sparkle, width: 26, height: 26, style: abs({ right: 196, top: 124 }) }),
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 20 } },
      h("img", { src: logoMark, width: 72, height: 72 }),
      h("div", { style: { display: "flex", fontSize: 34, fontWeight: 800, letterSpacing: -0.5 } }, ownerName),
    ),
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          flexGrow: 1,
          flexShrink: 1,
          maxWidth: 940,
        },
      },
      ...(kicker
        ? [
            h(
              "div",
              {
                style: {
                  display: "block",
                  fontSize: 28,
                  fontWeight: 800,
                  color: magenta,
                  textTransform: "uppercase",
                  letterSpacing: 2,
                  marginBottom: 16,
                  lineClamp: 1,
                },
              },
              kicker,
            ),
          ]
        : []),
      h(
        "div",
        {
          style: {
            display: "block",
            fontSize: size,
            fontWeight: 800,
            lineHeight: 1.04,
            letterSpacing: -size / 40,
            lineClamp: 3,
          },
        },
        headline,
      ),
    ),
    h(
      "div",
      { style: abs({ left: 80, bottom: 52, alignItems: "center", gap: 24 }) },
      h("img", { src: squiggle, width: 180, height: 17 }),
      h("div", { style: { display: "flex", fontSize: 26, fontWeight: 500, color: inkMuted } }, host),
    ),
  );
}

export async function renderShareCard(input: ShareCard): Promise<Buffer> {
  fonts ??= fontFiles();
  // satori's types name React elements; a plain { type, props } tree is what it reads.
  const markup = await satori(card(input) as unknown as React.ReactNode, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
  });
  return new Resvg(markup, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}
