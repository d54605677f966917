import type { CaseStudy } from "../model/content/case-study";

/**
 * The case studies shown when the remote source (Notion, or the
 * case-studies CSV through the content API) fails or answers empty (SPEC §4).
 * A remote entry with the same slug replaces the one here.
 */
export const builtInCaseStudies: readonly CaseStudy[] = [
  {
    slug: "cs-hiring-researchers",
    title: "Hiring researchers when nobody knows what research is",
    thumbnail: "/assets/case-studies/cs-hiring-researchers.svg",
    url: "https://sekar-wulandari-example.notion.site/hiring-researchers",
    tags: ["Leadership", "Hiring"],
  },
  {
    slug: "cs-educational-banners",
    title: "Banners that teach instead of shout",
    thumbnail: "/assets/case-studies/cs-educational-banners.svg",
    url: "https://sekar-wulandari-example.notion.site/educational-banners",
    tags: ["Fintech", "Content design"],
  },
  {
    slug: "cs-localised-solutions",
    title: "Localised learning for schools outside Java",
    thumbnail: "/assets/case-studies/cs-localised-solutions.svg",
    url: "https://sekar-wulandari-example.notion.site/localised-solutions",
    tags: ["Education", "Localisation"],
  },
  {
    slug: "cs-withdrawal-experience",
    title: "Making cash withdrawals feel safe",
    thumbnail: "/assets/case-studies/cs-withdrawal-experience.svg",
    url: "https://sekar-wulandari-example.notion.site/withdrawal-experience",
    tags: ["Fintech", "Trust"],
  },
  {
    slug: "cs-sayurloka-membership",
    title: "A grocery membership people actually wanted",
    thumbnail: "/assets/case-studies/cs-sayurloka-membership.svg",
    url: "https://sekar-wulandari-example.notion.site/sayurloka-membership",
    tags: ["Loyalty", "Pricing research"],
  },
];
