/** Keys of the content queries in the TanStack Query cache. */
export const contentQueryKeys = {
  experiences: ["content", "experiences"] as const,
  caseStudies: ["content", "case-studies"] as const,
};
