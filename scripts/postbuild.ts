// Runs after `react-router build`: copies the pre-rendered not-found page to
// build/client/404.html, the name static hosts serve for unknown paths.
import { copyFileSync, existsSync } from "node:fs";
import path from "node:path";

const client = path.resolve(import.meta.dirname, "../build/client");
const notFound = path.join(client, "404", "index.html");
if (!existsSync(notFound)) {
  console.error(`postbuild: ${notFound} is missing; is /404 still pre-rendered?`);
  process.exit(1);
}
copyFileSync(notFound, path.join(client, "404.html"));
