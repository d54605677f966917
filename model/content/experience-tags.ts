/** A tag of an experience card: its text and the category that styles it. */
export type ExperienceTagCategory =
  | `journey-${string}`
  | "achievement-positive"
  | "achievement-negative"
  | "achievement-neutral"
  | "company"
  | "industry";

export type ExperienceTag = { text: string; category: ExperienceTagCategory };

const COMPANY_WORDS = ["Scale-up", "Startup", "Freelance", "Government", "Agency", "Tech Company", "Corporate"];
const KIND_AND_TEXT = /^([A-Za-z][\w-]*)\s*:\s*(\S.*)$/s;

/**
 * SPEC §3 tag parsing, in this order: 'kind:text' is a journey-{kind} tag
 * showing the text; an entry with 🏆, 💔 or ♻️ is an achievement tag
 * (positive, negative, neutral); an entry naming a company type (Scale-up,
 * Startup, Freelance, Government, Agency, Tech Company, Corporate) is a
 * company tag; anything else is an industry tag.
 */
export function parseExperienceTag(entry: string): ExperienceTag {
  const text = entry.trim();
  const kindAndText = KIND_AND_TEXT.exec(text);
  if (kindAndText?.[1] && kindAndText[2]) {
    return { text: kindAndText[2].trim(), category: `journey-${kindAndText[1].toLowerCase()}` };
  }
  if (text.includes("🏆")) return { text, category: "achievement-positive" };
  if (text.includes("💔")) return { text, category: "achievement-negative" };
  if (text.includes("♻")) return { text, category: "achievement-neutral" };
  const lower = text.toLowerCase();
  if (COMPANY_WORDS.some((word) => lower.includes(word.toLowerCase()))) return { text, category: "company" };
  return { text, category: "industry" };
}
