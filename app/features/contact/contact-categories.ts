import { siteConfig } from "~/site-config";

/** SPEC §3 contact category card: id, title, emoji, description (markdown), optional email. */
export type ContactCategory = { id: string; title: string; emoji: string; description: string; email?: string };

/** SPEC §2 Contact: the four cards; their ids are the page's hash anchors. */
export const contactCategories: readonly ContactCategory[] = [
  {
    id: "hiring",
    title: "Hiring/Consulting",
    emoji: "💼",
    description:
      "Looking for a research lead, a fractional ResearchOps set-up or a second pair of eyes on a study? My [experiences](/experiences) show where I have done it before, and the [solutions](/solutions) are the templates I bring along.\n\nTell me about the team, the question you are stuck on and your timeline.",
    email: siteConfig.emails.hiring,
  },
  {
    id: "brands",
    title: "Brand collaborations",
    emoji: "🤝",
    description:
      "I only recommend what I actually use. If your product fits the guides on [inspirations](/inspirations), write to me with a short description and how I could try it.\n\nNo paid placements in disguise: every pick is labelled.",
    email: siteConfig.emails.brands,
  },
  {
    id: "events",
    title: "Event invitations",
    emoji: "🎤",
    description:
      "Conferences, meetups, podcasts and company talks, in Indonesian or English. Have a look at past talks on [insights](/insights) to see the topics I cover.\n\nPlease include the date, the audience and the format.",
    email: siteConfig.emails.events,
  },
  {
    id: "mentorship",
    title: "Mentorship",
    emoji: "🌱",
    description:
      "After 2,300+ minutes of mentoring, I keep a few slots for people starting out in UX research. Watch the career talks on [insights](/insights) first, then grab a free template from [solutions](/solutions) to practise on.\n\nSlots open through my profiles below; follow along there to hear when the next round starts.",
  },
];

export const CONTACT_HASH_IDS = contactCategories.map((category) => category.id);
