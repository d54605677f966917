/*
 * The content API's answers are checked with the schemas of model/ (DESIGN:
 * zod at every boundary). Each answer's parser (app/data/parse-*.ts) is its own
 * module, imported when that answer arrives: zod is not part of the JavaScript
 * a page runs before it is interactive, and a page builds only the schemas of
 * the answers it reads (building all of them is one long task).
 */

/**
 * Imports a parser module. Resolves one task after the import, so evaluating
 * the schemas and parsing the answer are two short tasks for the browser
 * instead of one long one (DESIGN's budget for blocking time).
 */
export async function loadParser<Parser>(importParser: () => Promise<Parser>): Promise<Parser> {
  const parser = await importParser();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return parser;
}
