// Builds the site search's index (Pagefind) from the pre-rendered pages: the
// words inside each page's data-pagefind-body (app/shell/site-shell.tsx), written
// to {client}/pagefind/, which the search dialog loads when it is first opened.
import path from "node:path";
import * as pagefind from "pagefind";

export const SEARCH_INDEX_DIR = "pagefind";

export async function writeSearchIndex(client: string): Promise<number> {
  // Every page is lang="en"; one index also finds the Indonesian titles, word for word.
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  try {
    if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: client, glob: "**/*.html" });
    if (added.errors.length > 0) throw new Error(`pagefind: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath: path.join(client, SEARCH_INDEX_DIR) });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join("; ")}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
