import { describe, expect, it } from "vitest";
import { SHARE_IMAGE_WIDTH, shareImageText } from "../../model/pages/share-image";
import { UNDRAWABLE_TITLE, unusualScriptTitles } from "../../tests/fixtures/unusual-script-titles";
import { drawShareCard } from "./share-image-card";

const draw = (title: string) =>
  drawShareCard({ ...shareImageText(title), ownerName: "Ada Lovelace", host: "ada.example" });

/** The x coordinates of each text path satori drew (glyph outlines: absolute M, L, Q and C commands, in x y pairs). */
function textPathXs(svg: string): number[][] {
  return [...svg.matchAll(/<path fill="[^"]+" d="([^"]*)"/g)].map(([, d = ""]) =>
    [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map(Number).filter((_, index) => index % 2 === 0),
  );
}

/** Each picture in the card as [x, width]: the logo, sparkles and squiggle, and any emoji. */
function images(svg: string): [number, number][] {
  return [...svg.matchAll(/<image [^>]*>/g)].map(([tag]) => [
    Number(/ x="([^"]+)"/.exec(tag)?.[1]),
    Number(/ width="([^"]+)"/.exec(tag)?.[1]),
  ]);
}

describe("drawShareCard", () => {
  it.each(Object.entries(unusualScriptTitles))(
    "finds a glyph or picture for every character of a %s title (no empty boxes)",
    { timeout: 30_000 },
    async (_, title) => {
      expect((await draw(title)).leftOut).toEqual([]);
    },
  );

  it.each(Object.entries(unusualScriptTitles))(
    "keeps the text of a %s title inside the card, off its 80 px margins",
    { timeout: 30_000 },
    async (_, title) => {
      const { svg } = await draw(title);
      const xs = textPathXs(svg).flat();
      expect(xs.length).toBeGreaterThan(0);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(80);
      expect(Math.max(...xs)).toBeLessThanOrEqual(SHARE_IMAGE_WIDTH - 80);
    },
  );

  it("draws emoji as pictures, within the margins, and a flag as its letters", { timeout: 30_000 }, async () => {
    const plain = images((await draw("Coffee — Inspirations")).svg);
    const { svg } = await draw(unusualScriptTitles.emoji);
    const emoji = images(svg).filter(([x, width]) => !plain.some((image) => image[0] === x && image[1] === width));
    // ☕ 🎉 👩🏽‍💻 #️⃣: four pictures; 🇮🇩 is drawn as "ID" with the text.
    expect(emoji).toHaveLength(4);
    for (const [x, width] of emoji) expect(x + width).toBeLessThanOrEqual(SHARE_IMAGE_WIDTH - 80);
  });

  it("breaks a 200-letter word and ends it with an ellipsis after its last line", { timeout: 30_000 }, async () => {
    const { svg } = await draw(unusualScriptTitles.longWord);
    const headline = textPathXs(svg).find((xs) => Math.max(...xs) > 900);
    expect(headline).toBeDefined();
    // The display face's A is one closed outline: 3 lines of ~21 and the ellipsis, far fewer than 200.
    const outlines = [...svg.matchAll(/<path fill="#1d1b2f" d="([^"]*)"/g)].map(
      ([, d = ""]) => d.split("M").length - 1,
    );
    expect(Math.max(...outlines)).toBeLessThan(200 * 2);
  });

  it("leaves out characters that no font has, and draws the rest", { timeout: 30_000 }, async () => {
    const { leftOut, svg } = await draw(UNDRAWABLE_TITLE);
    expect(leftOut.sort()).toEqual(["ሰ", "ላ", "ም"].sort());
    expect(textPathXs(svg).length).toBeGreaterThan(0);
  });

  it("draws the same title the same way whatever was drawn before it", { timeout: 30_000 }, async () => {
    const first = await draw(unusualScriptTitles.chinese);
    await draw(unusualScriptTitles.korean);
    expect((await draw(unusualScriptTitles.chinese)).svg).toBe(first.svg);
  });
});
