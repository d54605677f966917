// Makes public/apple-touch-icon.png (180x180), the site icon (app/shell/site-icon.svg) full bleed, and
// public/favicon.ico (48x48), the same icon, for clients that ask for that
// file rather than read the page's icon.
// Run from the repo root: npx tsx scripts/make-share-images.ts (no browser, no network).
// Each page's link-preview image is drawn at build time instead (scripts/lib/share-images.ts).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

const publicDir = path.resolve(import.meta.dirname, "../public");

const siteIcon = readFileSync(path.resolve(import.meta.dirname, "../app/shell/site-icon.svg"), "utf8");

// The site icon full bleed, its square's colour filling the corners: home screens round the corners themselves.
const squareColour = /<rect\b[^>]*\bfill="(#[0-9a-f]{6})"/i.exec(siteIcon)?.[1];
if (!squareColour)
  throw new Error('app/shell/site-icon.svg: no <rect fill="#rrggbb"> to fill the home-screen icon\'s corners with.');

const out = path.join(publicDir, "apple-touch-icon.png");
writeFileSync(
  out,
  new Resvg(siteIcon, { fitTo: { mode: "width", value: 180 }, background: squareColour }).render().asPng(),
);
console.log(`wrote ${path.relative(process.cwd(), out)} (180x180)`);

// An ICO file holding one PNG image (allowed since Windows Vista, read by every browser): a 6-byte
// header and one 16-byte directory entry before the PNG's bytes.
const icoSize = 48;
const png = new Resvg(siteIcon, {
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
