// Runs before every build (scripts/build.ts, its first step) and dev server (npm's predev): makes the
// AVIF, WebP and JPEG variants of each original raster image in images/ at the
// widths of model/ui/responsive-image.ts, into public/generated/. Variants newer
// than their original are kept, so a repeat run takes no time.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp, { type Sharp } from "sharp";
import { RESPONSIVE_FORMATS, type ResponsiveFormat, variantWidths } from "../model/ui/responsive-image";

const ORIGINAL = /\.(jpe?g|png)$/i;

function originals(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return originals(full);
    return ORIGINAL.test(entry.name) ? [full] : [];
  });
}

function encode(image: Sharp, format: ResponsiveFormat): Sharp {
  if (format === "avif") return image.avif({ quality: 55, effort: 4 });
  if (format === "webp") return image.webp({ quality: 76 });
  return image.jpeg({ quality: 78, mozjpeg: true, progressive: true });
}

export type BuildImagesResult = { made: string[]; upToDate: number };

/** A variant being written; renamed to its own name only once whole. */
const PARTIAL = ".partial";

/** What a run killed while writing left behind (public/ is copied into the build as it is). */
function removePartials(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) removePartials(full);
    else if (entry.name.endsWith(PARTIAL)) rmSync(full, { force: true });
  }
}

/** Makes every missing or outdated variant of the originals in `sourceDir` into `outDir`. */
export async function buildImages(
  sourceDir: string,
  outDir: string,
  log: (line: string) => void = () => {},
): Promise<BuildImagesResult> {
  const made: string[] = [];
  let upToDate = 0;
  removePartials(outDir);
  for (const original of originals(sourceDir)) {
    const name = path.relative(sourceDir, original).replace(ORIGINAL, "").split(path.sep).join("/");
    const { width } = await sharp(original).metadata();
    if (!width) throw new Error(`${original}: not a readable image`);
    const originalTime = statSync(original).mtimeMs;
    for (const variantWidth of variantWidths(width)) {
      for (const format of RESPONSIVE_FORMATS) {
        const target = path.join(outDir, `${name}-${variantWidth}.${format}`);
        if (existsSync(target) && statSync(target).mtimeMs >= originalTime) {
          upToDate += 1;
          continue;
        }
        mkdirSync(path.dirname(target), { recursive: true });
        // Written aside and renamed: a run killed half-way never leaves a truncated variant under
        // its name, newer than its original and so kept for good.
        await encode(sharp(original).resize({ width: variantWidth }), format).toFile(`${target}${PARTIAL}`);
        renameSync(`${target}${PARTIAL}`, target);
        made.push(path.relative(outDir, target));
        log(`  images: made ${path.relative(outDir, target)}`);
      }
    }
  }
  return { made, upToDate };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const started = Date.now();
  buildImages(path.join(root, "images"), path.join(root, "public/generated"), console.log).then(
    ({ made, upToDate }) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`Images: ${made.length} variant(s) made, ${upToDate} up to date (${seconds} s).`);
    },
    (error: unknown) => {
      console.error("Making the image variants failed:", error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
