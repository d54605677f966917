import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { experienceHistory } from "#content/experience-history.ts";
import { experienceToCard } from "#model/ui/experience-card.ts";
import { ProfessionalJourney, experiencesErrorText } from "./professional-journey";

const cards = experienceHistory.map(experienceToCard);
const ids = cards.map((_, index) => `job-${index}`);
const base = { cards, ids, caseStudies: {} };

describe("Professional Journey (SPEC §4 Experiences states, §8 error text)", () => {
  it("on failure shows 'Something is error here, {owner} please fix' and still the roles it is given", () => {
    render(<ProfessionalJourney {...base} failed />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something is error here, Sekar please fix");
    expect(document.querySelectorAll("details > summary")).toHaveLength(cards.length);
  });

  it("names whoever it is given in the error text", () => {
    expect(experiencesErrorText("Mochi")).toBe("Something is error here, Mochi please fix");
  });

  it("shows one card per role, none open, and no message on success", () => {
    render(<ProfessionalJourney {...base} failed={false} />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull(); // rendered with its data: nothing to wait for
    const jobs = [...document.querySelectorAll("details")];
    expect(jobs).toHaveLength(cards.length);
    for (const job of jobs) expect(job.open).toBe(false);
  });
});
