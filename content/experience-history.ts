import type { Experience } from "../model/content/experience";

/**
 * The static job history of six roles, shown when the experiences sheet
 * answers with no published rows or fails (SPEC §3, §4, §8).
 */
export const experienceHistory: readonly Experience[] = [
  {
    period: "2022 – Present",
    role: "UX Research Lead",
    organisation: "Sayurloka",
    thumbnail: "/assets/logos/sayurloka.svg",
    badges: ["Scale-up", "Grocery & Logistics", "team:Leading 9 researchers", "🏆 Built the ResearchOps practice"],
    description_md:
      "I lead research for a fresh-grocery scale-up serving 14 Indonesian cities.\n\n- Grew the team from 2 to 9 researchers\n- Set up the research repository the product org searches before planning\n\n<<case:cs-sayurloka-membership>>\n\n<<case:cs-hiring-researchers>>",
    publish: true,
    priority: 1,
  },
  {
    period: "2019 – 2022",
    role: "Senior UX Researcher",
    organisation: "Celengan Pay",
    thumbnail: "/assets/logos/celengan-pay.svg",
    badges: ["Tech Company", "Fintech", "focus:Trust & safety"],
    description_md:
      "Research for a digital wallet used by first-time bank customers: onboarding, withdrawals and fraud education.\n\n<<case:cs-withdrawal-experience>>\n\n<<case:cs-educational-banners>>",
    publish: true,
    priority: 2,
  },
  {
    period: "2017 – 2019",
    role: "UX Researcher",
    organisation: "Ruang Kelas Nusantara",
    thumbnail: "/assets/logos/ruang-kelas.svg",
    badges: ["Startup", "Education"],
    description_md:
      "The first researcher at an edtech startup for secondary-school students outside Java.\n\n<<case:cs-localised-solutions>>",
    publish: true,
    priority: 3,
  },
  {
    period: "2014 – 2017",
    role: "Design Researcher",
    organisation: "Studio Teras",
    thumbnail: "/assets/logos/studio-teras.svg",
    badges: ["Agency", "Consulting"],
    description_md:
      "Mixed-methods research for agency clients: diary studies, contextual inquiry and workshop facilitation.",
    publish: true,
    priority: 4,
  },
  {
    period: "2012 – 2014",
    role: "Research Associate",
    organisation: "Jakarta Digital Services Unit",
    thumbnail: "/assets/logos/digital-services-unit.svg",
    badges: ["Government", "Public Services"],
    description_md: "Field research for city services moving online: permits, health clinics and school enrolment.",
    publish: true,
    priority: 5,
  },
  {
    period: "2009 – 2012",
    role: "Freelance User Researcher",
    organisation: "Independent",
    thumbnail: "/assets/logos/independent.svg",
    badges: ["Freelance", "Various industries"],
    description_md: "Usability tests and surveys for small businesses, NGOs and university spin-offs.",
    publish: true,
    priority: 6,
  },
];
