import { z } from "./zod";

/** One of the four values of the Values & Philosophy section (SPEC §3). */
export const ValueSchema = z.object({
  title: z.string().trim().min(1),
  subtitle: z.string().trim().min(1),
  description: z.string().trim().min(1),
  image: z.string().startsWith("/"),
  emoji: z.string().trim().min(1),
});
export type Value = z.infer<typeof ValueSchema>;
