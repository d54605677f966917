// Makes public/og-image.png (1200x630 link preview) and public/apple-touch-icon.png (180x180).
// Run from the repo root: npx tsx scripts/make-share-images.ts (uses the system Chromium, no network).
import path from "node:path";
import { chromium } from "@playwright/test";

const publicDir = path.resolve(import.meta.dirname, "../public");

const ink = "#1d1b2f";
const inkMuted = "#4a4760";
const paper = "#fbf7f0";
const subtle = "#f2ebdd";
const peach = "#fde6d8";
const magenta = "#a3195b";
const yellow = "#ffd166";

// The logo mark: magenta rounded square, white hand-drawn "S", yellow dot.
const sPath =
  "M25.6,13.4C24.3,11.3 22,10.4 19.6,10.6C16.3,10.9 14.2,12.9 14.6,15.4C15,17.8 17.8,18.7 20.4,19.6" +
  "C23.4,20.6 25.9,22 25.5,25C25.1,27.9 22.2,29.5 19.1,29.1C16.7,28.8 15,27.6 14,25.6";
const logoMark = (size: number, fullBleed = false) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${fullBleed ? "2 2 36 36" : "0 0 40 40"}">
  <rect x="2" y="2" width="36" height="36" rx="${fullBleed ? 0 : 10}" fill="${magenta}"/>
  <path d="${sPath}" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="30.6" cy="30.4" r="2.7" fill="${yellow}"/>
</svg>`;

// Mochi the cat peeking up from the bottom edge, glancing at the headline.
const mochi = `
<svg xmlns="http://www.w3.org/2000/svg" width="252" height="210" viewBox="150 40 240 200" fill="none" stroke="${ink}"
  stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">
  <path d="M200,122C195,95 196,75 202,58C218,66 232,78 244,94Z" fill="#fff"/>
  <path d="M208,102C207,90 208,80 211,72C219,78 226,86 231,94Z" fill="${peach}" stroke="none"/>
  <path d="M330,122C335,95 334,75 328,58C312,66 298,78 286,94Z" fill="${yellow}"/>
  <path d="M322,102C323,90 322,80 319,72C311,78 304,86 299,94Z" fill="${peach}" stroke="none"/>
  <path d="M265,86C312,86 342,110 348,145C351,160 348,175 340,186L350,192L336,197C322,208 296,214 265,214
    C234,214 208,208 194,197L180,192L190,186C182,175 179,160 182,145C188,110 218,86 265,86Z" fill="#fff"/>
  <g stroke="${yellow}" stroke-width="6">
    <path d="M251,92L254,106"/><path d="M265,90L265,108"/><path d="M279,92L276,106"/>
  </g>
  <path d="M224,124C230,119 238,118 247,121"/>
  <path d="M284,121C291,118 299,119 306,124"/>
  <ellipse cx="238" cy="150" rx="13" ry="15" fill="#fff" stroke-width="3"/>
  <ellipse cx="292" cy="150" rx="13" ry="15" fill="#fff" stroke-width="3"/>
  <circle cx="234" cy="146" r="8" fill="${ink}" stroke="none"/>
  <circle cx="288" cy="146" r="8" fill="${ink}" stroke="none"/>
  <circle cx="231" cy="143" r="2.5" fill="#fff" stroke="none"/>
  <circle cx="285" cy="143" r="2.5" fill="#fff" stroke="none"/>
  <ellipse cx="221" cy="177" rx="10" ry="6" fill="${peach}" stroke="none"/>
  <ellipse cx="309" cy="177" rx="10" ry="6" fill="${peach}" stroke="none"/>
  <path d="M259,170L271,170L265,177Z" fill="${magenta}" stroke-width="2.5"/>
  <path d="M265,177C264,184 258,187 253,184M265,177C266,184 272,187 277,184" stroke-width="2.5"/>
  <path d="M204,168L176,162M204,176L172,178M326,168L354,162M326,176L358,178" stroke-width="2.5"/>
  <ellipse cx="214" cy="220" rx="22" ry="13" fill="#fff"/>
  <path d="M207,226L207,232M219,226L219,232" stroke-width="2.5"/>
  <ellipse cx="316" cy="220" rx="22" ry="13" fill="#fff"/>
  <path d="M309,226L309,232M321,226L321,232" stroke-width="2.5"/>
</svg>`;

const sparkle = (x: number, y: number, r: number) =>
  `<path d="M${x},${y - r}Q${x},${y} ${x + r},${y}Q${x},${y} ${x},${y + r}Q${x},${y} ${x - r},${y}Q${x},${y} ${x},${y - r}Z"
    fill="${yellow}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`;

const font = `ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif`;

const ogHtml = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; background: ${paper}; font-family: ${font}; color: ${ink}; overflow: hidden; position: relative; }
  .blob { position: absolute; right: -90px; bottom: -150px; width: 560px; height: 460px; border-radius: 48% 52% 0 0 / 60% 55% 0 0; background: ${subtle}; }
  .logo { position: absolute; left: 80px; top: 64px; }
  h1 { position: absolute; left: 76px; top: 170px; font-size: 128px; line-height: 1.02; font-weight: 800; letter-spacing: -3px; }
  .mark { position: relative; display: inline-block; z-index: 0; }
  .mark::before { content: ""; position: absolute; z-index: -1; left: -14px; right: -16px; top: 34%; bottom: 2%;
    background: ${yellow}; border-radius: 14px 26px 12px 30px / 18px 12px 22px 14px; transform: rotate(-1.6deg); }
  p { position: absolute; left: 80px; top: 468px; font-size: 34px; line-height: 1.3; font-weight: 500; color: ${inkMuted}; }
  .mochi { position: absolute; right: 28px; bottom: -10px; }
  .doodles { position: absolute; inset: 0; }
</style></head><body>
  <div class="blob"></div>
  <svg class="doodles" width="1200" height="630" viewBox="0 0 1200 630">
    ${sparkle(1100, 90, 18)}${sparkle(1040, 170, 10)}${sparkle(820, 70, 9)}
    <path d="M90,560C130,548 170,572 210,560S290,548 330,560" fill="none" stroke="${magenta}" stroke-width="5" stroke-linecap="round"/>
  </svg>
  <div class="logo">${logoMark(84)}</div>
  <h1>Not your<br><span class="mark">boring</span> CV</h1>
  <p>Sekar Wulandari · UX research, talks, templates</p>
  <div class="mochi">${mochi}</div>
</body></html>`;

const iconHtml = `<!doctype html>
<html><head><meta charset="utf-8"><style>* { margin: 0; } body { width: 180px; height: 180px; }</style></head>
<body>${logoMark(180, true)}</body></html>`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  // Everything is inline; refuse any request that might slip through.
  await context.route("**/*", (route) => route.abort());
  const page = await context.newPage();

  const shots: Array<{ html: string; width: number; height: number; file: string }> = [
    { html: ogHtml, width: 1200, height: 630, file: "og-image.png" },
    { html: iconHtml, width: 180, height: 180, file: "apple-touch-icon.png" },
  ];
  for (const { html, width, height, file } of shots) {
    await page.setViewportSize({ width, height });
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const out = path.join(publicDir, file);
    await page.screenshot({ path: out, clip: { x: 0, y: 0, width, height } });
    console.log(`wrote ${path.relative(process.cwd(), out)} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
