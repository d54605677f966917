/**
 * SPEC §3 talk languages and topics. Apart from the schema (model/content/talk.ts) so
 * the Insights page's filter can use them without loading zod.
 */
export const TALK_LANGUAGES = ["English", "Indonesian"] as const;
export const TALK_TOPICS = [
  "Mental Health",
  "Career Development",
  "UX Research",
  "ResearchOps",
  "Interaction Design",
  "Product Development",
] as const;
