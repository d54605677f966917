import { describe, expect, it } from "vitest";
import { parseExperienceTag } from "./experience-tags";

describe("experience tag parsing (SPEC §3)", () => {
  it("makes 'kind:text' a journey-{kind} tag showing the text", () => {
    expect(parseExperienceTag("team: Leading 9 researchers")).toEqual({
      text: "Leading 9 researchers",
      category: "journey-team",
    });
    expect(parseExperienceTag("Focus:Trust & safety")).toEqual({ text: "Trust & safety", category: "journey-focus" });
  });

  it("makes trophy, broken heart and recycle entries achievement tags", () => {
    expect(parseExperienceTag("🏆 Best team 2023").category).toBe("achievement-positive");
    expect(parseExperienceTag("💔 Sunset a feature").category).toBe("achievement-negative");
    expect(parseExperienceTag("♻️ Rebuilt twice").category).toBe("achievement-neutral");
    expect(parseExperienceTag("♻ Rebuilt twice").category).toBe("achievement-neutral");
  });

  it.each([
    "Scale-up",
    "Startup",
    "Freelance",
    "Government",
    "Agency",
    "Tech Company",
    "Corporate",
    "Early-stage startup",
  ])("makes %j a company tag", (entry) => {
    expect(parseExperienceTag(entry)).toEqual({ text: entry, category: "company" });
  });

  it("makes anything else an industry tag", () => {
    expect(parseExperienceTag(" Fintech ")).toEqual({ text: "Fintech", category: "industry" });
  });

  it("checks kind:text before emoji and company words", () => {
    expect(parseExperienceTag("award:🏆 Startup of the year").category).toBe("journey-award");
  });
});
