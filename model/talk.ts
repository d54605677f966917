import { z } from "./zod";

/** SPEC §3 talk languages and topics. */
export const TALK_LANGUAGES = ["English", "Indonesian"] as const;
export const TALK_TOPICS = [
  "Mental Health",
  "Career Development",
  "UX Research",
  "ResearchOps",
  "Interaction Design",
  "Product Development",
] as const;

export const TalkSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().trim().min(1),
  image: z.string().startsWith("/"),
  url: z.url({ protocol: /^https?$/ }),
  language: z.enum(TALK_LANGUAGES),
  topics: z.array(z.enum(TALK_TOPICS)).min(1),
  location: z.literal("Indonesia").optional(),
});
export type Talk = z.infer<typeof TalkSchema>;
