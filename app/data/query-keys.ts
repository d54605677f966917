/** Keys of the content queries in the TanStack Query cache. */
export const contentQueryKeys = {
  inspirations: ["content", "inspirations"] as const,
  solutions: ["content", "solutions"] as const,
};
