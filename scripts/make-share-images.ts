// Makes public/apple-touch-icon.png (180x180), the logo mark on its magenta square, and
// public/favicon.ico (48x48), the site icon (app/shell/site-icon.svg) for clients that ask for that
// file rather than read the page's icon.
// Run from the repo root: npx tsx scripts/make-share-images.ts (no browser, no network).
// Each page's link-preview image is drawn at build time instead (scripts/lib/share-images.ts).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

const publicDir = path.resolve(import.meta.dirname, "../public");

const magenta = "#a3195b";
const yellow = "#ffd166";

// The logo mark, full bleed: home screens round the corners themselves.
const sPath =
  "M25.6,13.4C24.3,11.3 22,10.4 19.6,10.6C16.3,10.9 14.2,12.9 14.6,15.4C15,17.8 17.8,18.7 20.4,19.6" +
  "C23.4,20.6 25.9,22 25.5,25C25.1,27.9 22.2,29.5 19.1,29.1C16.7,28.8 15,27.6 14,25.6";
const icon = `
<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="2 2 36 36">
  <rect x="2" y="2" width="36" height="36" fill="${magenta}"/>
  <path d="${sPath}" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="30.6" cy="30.4" r="2.7" fill="${yellow}"/>
</svg>`;

const out = path.join(publicDir, "apple-touch-icon.png");
writeFileSync(out, new Resvg(icon, { fitTo: { mode: "original" } }).render().asPng());
console.log(`wrote ${path.relative(process.cwd(), out)} (180x180)`);

// An ICO file holding one PNG image (allowed since Windows Vista, read by every browser): a 6-byte
// header and one 16-byte directory entry before the PNG's bytes.
const icoSize = 48;
const png = new Resvg(readFileSync(path.resolve(import.meta.dirname, "../app/shell/site-icon.svg"), "utf8"), {
  fitTo: { mode: "width", value: icoSize },
})
  .render()
  .asPng();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(icoSize, 6); // width
header.writeUInt8(icoSize, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14); // image size
header.writeUInt32LE(header.length, 18); // image offset
const ico = path.join(publicDir, "favicon.ico");
writeFileSync(ico, Buffer.concat([header, png]));
console.log(`wrote ${path.relative(process.cwd(), ico)} (${icoSize}x${icoSize})`);
