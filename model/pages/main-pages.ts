import type { SitePage } from "./site-page";

/**
 * The public pages of SPEC §2's route table and the not-found page. "{owner}"
 * in a title or description is replaced by the owner's name.
 */
export const NOT_FOUND_PATH = "/404";

export const mainPages: readonly SitePage[] = [
  {
    path: "/",
    title: "{owner} — UX researcher, manager, speaker and mentor",
    description: "A space where I share my work, stories, templates, and the things that keep me curious.",
    robots: "index",
  },
  {
    path: "/experiences",
    title: "Experiences — {owner}",
    description:
      "Work, but make it a story: 15+ years of UX research and research leadership, the values behind it and the case studies that came out of it.",
    robots: "index",
  },
  {
    path: "/solutions",
    title: "Solutions — UX research templates by {owner}",
    description:
      "Ready-to-use Google Docs, Google Slides and Notion templates for research plans, interview guides and research storytelling.",
    robots: "index",
  },
  {
    path: "/insights",
    title: "Insights — talks, podcasts and webinars by {owner}",
    description:
      "Recorded talks, podcasts and webinars on UX research, ResearchOps and career growth, in Indonesian and English. Free access.",
    robots: "index",
  },
  {
    path: "/inspirations",
    title: "Inspirations — stuff I actually use",
    description:
      "Curated guides to the tools, books and services I actually use, with honest notes and where to find them.",
    robots: "noindex",
  },
  {
    path: "/contact",
    title: "Contact — {owner}",
    description: "Hiring, consulting, brand collaborations, speaking invitations or mentorship: let's keep it human.",
    robots: "index",
  },
  {
    path: "/privacy",
    title: "Privacy Policy — {owner}",
    description: "What this site collects, what stays in your browser, and how to ask for your data to be deleted.",
    robots: "index",
  },
];

export const notFoundPage: SitePage = {
  path: NOT_FOUND_PATH,
  title: "Page not found — {owner}",
  description: "This page does not exist. Head back home and start again.",
  robots: "noindex",
};
