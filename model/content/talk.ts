import { TALK_LANGUAGES, TALK_TOPICS } from "./talk-options";
import { z } from "./zod";

export { TALK_LANGUAGES, TALK_TOPICS } from "./talk-options";

export const TalkSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().trim().min(1),
  image: z.string().startsWith("/"),
  url: z.url({ protocol: /^https?$/ }),
  language: z.enum(TALK_LANGUAGES),
  topics: z.array(z.enum(TALK_TOPICS)).min(1),
  location: z.literal("Indonesia").optional(),
  // When it was recorded or published (YYYY-MM-DD): orders the site feed.
  date: z.iso.date().optional(),
});
export type Talk = z.infer<typeof TalkSchema>;
