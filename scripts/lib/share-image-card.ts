// Draws one link-preview image (1200x630 PNG) with satori (layout to SVG) and
// resvg (SVG to PNG): no browser, no network. The look follows the site: warm
// off-white paper, big editorial Bricolage Grotesque title, rich magenta and
// cyan accents, the yellow highlight and the logo mark.
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import {
  headlineSize,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  type ShareImageText,
} from "../../model/pages/share-image";
import { drawableText, textDirection, withoutCharacters } from "../../tooling/share-card-text";
import { CARD_FONT_FAMILY, cardFonts, emojiImage, fallbackFonts } from "./share-image-fonts";

export type ShareCard = ShareImageText & { ownerName: string; host: string };

const ink = "#1d1b2f";
const inkMuted = "#4a4760";
const paper = "#fbf7f0";
const subtle = "#f2ebdd";
const magenta = "#a3195b";
const cyan = "#006a75";
const yellow = "#ffd166";

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

// One line, cut with an ellipsis when it is too long (a long owner name or kicker, or an unbroken word).
const oneLine = { display: "block", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" };

// Height of the column that holds the kicker and headline: the card less its top and bottom padding and the
// 72 px logo row. The kicker takes its line and margin from it.
const COLUMN_HEIGHT = SHARE_IMAGE_HEIGHT - 60 - 110 - 72;
const KICKER_LINE = 34;
const KICKER_MARGIN = 16;
const HEADLINE_LINE_HEIGHT = 1.04;

/** At most three lines, and no more than fit (satori rounds line heights to whole pixels). */
function headlineLines(size: number, hasKicker: boolean): number {
  const room = COLUMN_HEIGHT - (hasKicker ? KICKER_LINE + KICKER_MARGIN : 0);
  return Math.min(3, Math.floor(room / Math.round(size * HEADLINE_LINE_HEIGHT)));
}

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
        fontFamily: CARD_FONT_FAMILY,
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
      // Stops short of the sparkles; a long name is cut, the logo keeps its size.
      { style: { display: "flex", alignItems: "center", gap: 20, maxWidth: 800 } },
      h("img", { src: logoMark, width: 72, height: 72, style: { flexShrink: 0 } }),
      h("div", { style: { ...oneLine, flexShrink: 1, fontSize: 34, fontWeight: 800, letterSpacing: -0.5 } }, ownerName),
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
                  ...oneLine,
                  direction: textDirection(kicker),
                  fontSize: 28,
                  lineHeight: `${KICKER_LINE}px`,
                  fontWeight: 800,
                  color: magenta,
                  textTransform: "uppercase",
                  letterSpacing: 2,
                  marginBottom: KICKER_MARGIN,
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
            // A right-to-left headline (Arabic, Hebrew) starts at the right, as in a browser.
            direction: textDirection(headline),
            fontSize: size,
            fontWeight: 800,
            lineHeight: HEADLINE_LINE_HEIGHT,
            letterSpacing: -size / 40,
            // A word wider than the card (a long URL, 200 letters) breaks where it must; past its
            // last line the headline ends with an ellipsis.
            overflowWrap: "break-word",
            lineClamp: headlineLines(size, Boolean(kicker)),
          },
        },
        headline,
      ),
    ),
    h(
      "div",
      { style: abs({ left: 80, bottom: 52, alignItems: "center", gap: 24 }) },
      h("img", { src: squiggle, width: 180, height: 17 }),
      h("div", { style: { ...oneLine, maxWidth: 760, fontSize: 26, fontWeight: 500, color: inkMuted } }, host),
    ),
  );
}

/** What satori found no font or picture for while drawing. */
type Missing = { characters: Set<string>; emoji: Set<string> };

async function layout(input: ShareCard, fonts: Font[], graphemeImages: Record<string, string>) {
  const missing: Missing = { characters: new Set(), emoji: new Set() };
  // satori's types name React elements; a plain { type, props } tree is what it reads.
  const svg = await satori(card(input) as unknown as React.ReactNode, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
    graphemeImages,
    // Only noted here: the fonts are passed in the next pass instead, since satori would keep fonts
    // added here in a loader it shares between cards, and a card would then draw with faces an
    // earlier card loaded.
    loadAdditionalAsset: async (code, segment) => {
      // satori asks for every emoji, those it has a picture for too.
      if (code === "emoji") {
        if (!Object.hasOwn(graphemeImages, segment)) missing.emoji.add(segment);
      } else for (const character of segment) missing.characters.add(character);
      return [];
    },
  });
  return { svg, missing };
}

function mapCard(input: ShareCard, map: (text: string) => string): ShareCard {
  const { headline, kicker, ownerName, host } = input;
  const mapped = { ...input, headline: map(headline), ownerName: map(ownerName), host: map(host) };
  return kicker === undefined ? mapped : { ...mapped, kicker: map(kicker) };
}

export type DrawnCard = {
  svg: string;
  /** Characters and emoji that no font or picture has: the card leaves them out. */
  leftOut: string[];
};

/**
 * The card as SVG. A first pass with the display face alone finds what it lacks
 * (most cards stop there); the next add fallback fonts and emoji pictures for
 * those characters, until nothing is missing or no face has more to offer; a
 * last one, for the rare title that still has characters nothing draws, leaves
 * them out rather than draw empty boxes.
 */
export async function drawShareCard(input: ShareCard): Promise<DrawnCard> {
  const drawable = mapCard(input, drawableText);
  let fonts = cardFonts();
  const images: Record<string, string> = {};
  let drawn = await layout(drawable, fonts, images);
  for (;;) {
    const more = fallbackFonts([...drawn.missing.characters].join(""), fonts);
    const pictures = [...drawn.missing.emoji].flatMap((grapheme) => {
      const image = Object.hasOwn(images, grapheme) ? undefined : emojiImage(grapheme);
      return image ? [[grapheme, image] as const] : [];
    });
    if (more.length === 0 && pictures.length === 0) break;
    fonts = [...fonts, ...more];
    Object.assign(images, Object.fromEntries(pictures));
    drawn = await layout(drawable, fonts, images);
  }
  const leftOut = new Set([...drawn.missing.characters, ...drawn.missing.emoji]);
  if (leftOut.size === 0) return { svg: drawn.svg, leftOut: [] };
  const last = await layout(
    mapCard(drawable, (text) => withoutCharacters(text, leftOut)),
    fonts,
    images,
  );
  return { svg: last.svg, leftOut: [...leftOut] };
}

export async function renderShareCard(input: ShareCard): Promise<Buffer> {
  const { svg } = await drawShareCard(input);
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}
