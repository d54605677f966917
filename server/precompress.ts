import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Compressor, compress, ENCODINGS, isCompressible } from "./representation";
import { contentTypeFor, etagOf, PRECOMPRESSED_MANIFEST, precompressedName } from "./static-files";

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !relative.split("/").some((segment) => segment.startsWith(".")));
}

/**
 * Writes a .br and a .gz copy beside every compressible file of a build and
 * the manifest the server checks them against, so no visitor ever waits for
 * compression. Run it last, once every file is final (a file changed later
 * is compressed by the server, off the request path).
 */
export async function precompressBuild(root: string, compressor: Compressor = compress): Promise<{ files: number }> {
  const manifest: Record<string, string> = {};
  const candidates = filesUnder(root).filter((relative) =>
    isCompressible(contentTypeFor(relative), statSync(path.join(root, relative)).size),
  );
  // zlib's asynchronous calls share Node's thread pool, which bounds how many run at once.
  await Promise.all(
    candidates.map(async (relative) => {
      const body = await readFile(path.join(root, relative));
      await Promise.all(
        ENCODINGS.map(async (encoding) =>
          writeFile(path.join(root, precompressedName(relative, encoding)), await compressor(body, encoding)),
        ),
      );
      manifest[relative] = await etagOf(body);
    }),
  );
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(path.join(root, PRECOMPRESSED_MANIFEST), `${JSON.stringify(sorted, null, 1)}\n`);
  return { files: candidates.length };
}
