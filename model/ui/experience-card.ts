import type { Experience } from "../content/experience";
import { type ExperienceTag, parseExperienceTag } from "../content/experience-tags";

/** What an experience card shows (SPEC §3: period, role, company, logo, tags, description). */
export type ExperienceCard = {
  period: string;
  role: string;
  company: string;
  logo: string | undefined;
  tags: ExperienceTag[];
  description: string;
};

export function experienceToCard(experience: Experience): ExperienceCard {
  return {
    period: experience.period,
    role: experience.role,
    company: experience.organisation,
    logo: experience.thumbnail,
    tags: experience.badges.map(parseExperienceTag),
    description: experience.description_md ?? "",
  };
}
