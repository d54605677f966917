/**
 * Every node reachable from `entries` by following `next` (breadth first, each
 * node once, cycles allowed), sorted. Used for module import graphs: the built
 * chunks a page loads (budgets) and the source modules a parser pulls in.
 */
export function reachableFrom(entries: readonly string[], next: (node: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...next(node));
  }
  return [...seen].sort();
}
