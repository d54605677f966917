import { describe, expect, it } from "vitest";
import { experienceToCard } from "./experience-card";
import { experiencesOrFallback, publishedExperiences } from "../content/experience-list";
import { experience } from "../../tests/helpers/test-rows";

describe("experience to card (SPEC §3: period, role, company, logo, tags, description)", () => {
  it("maps the sheet row to the card", () => {
    const card = experienceToCard(
      experience({
        period: "2019 – 2022",
        role: "Senior UX Researcher",
        organisation: "Celengan Pay",
        thumbnail: "/assets/logos/celengan-pay.svg",
        badges: ["Tech Company", "Fintech", "💔 Sunset savings goals"],
        description_md: "Text <<case:cs-x>>",
      }),
    );
    expect(card).toEqual({
      period: "2019 – 2022",
      role: "Senior UX Researcher",
      company: "Celengan Pay",
      logo: "/assets/logos/celengan-pay.svg",
      tags: [
        { text: "Tech Company", category: "company" },
        { text: "Fintech", category: "industry" },
        { text: "💔 Sunset savings goals", category: "achievement-negative" },
      ],
      description: "Text <<case:cs-x>>",
    });
  });

  it("gives an empty description when the row has none", () => {
    expect(experienceToCard(experience({ description_md: undefined })).description).toBe("");
  });
});

describe("published experiences (SPEC §5: publish true only, priority ascending, missing 999)", () => {
  it("filters and sorts, keeping sheet order for equal priorities", () => {
    const items = [
      experience({ role: "c", priority: 999 }),
      experience({ role: "hidden", publish: false, priority: 1 }),
      experience({ role: "empty-publish", publish: undefined, priority: 1 }),
      experience({ role: "a", priority: 2 }),
      experience({ role: "d", priority: 999 }),
      experience({ role: "b", priority: 10 }),
    ];
    expect(publishedExperiences(items).map((e) => e.role)).toEqual(["a", "b", "c", "d"]);
  });

  it("falls back to the static history when nothing is published (SPEC §3 fallback)", () => {
    const history = [experience({ role: "static" })];
    expect(experiencesOrFallback([], history)).toEqual({ items: history, isFallback: true });
    expect(experiencesOrFallback([experience({ publish: false })], history).isFallback).toBe(true);
    expect(experiencesOrFallback([experience({ role: "live" })], history)).toEqual({
      items: [experience({ role: "live" })],
      isFallback: false,
    });
  });
});
