import type * as ResponseParsers from "./response-parsers";

/**
 * The answer parsers (zod), imported when an answer arrives. Resolves one task
 * after the import, so evaluating zod and parsing the answer are two short tasks
 * for the browser instead of one long one (DESIGN budgets: TBT ≤ 50 ms).
 */
export async function loadResponseParsers(): Promise<typeof ResponseParsers> {
  const parsers = await import("./response-parsers");
  await new Promise((resolve) => setTimeout(resolve, 0));
  return parsers;
}
