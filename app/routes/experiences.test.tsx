import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { builtInCaseStudies } from "#content/built-in-case-studies.ts";
import { experienceHistory } from "#content/experience-history.ts";
import { RemoteSheetSource } from "#server/content/remote-sheet-source.ts";
import { ExperiencesScreen } from "~/features/experiences/experiences-screen";
import { loader } from "./experiences";

// The page is rendered on the server from what its loader gives (SPEC §4 Experiences, §8): no query
// in the browser, so the loader holds every state the page can show.

type Answers = Partial<Record<"experiences" | "case-studies", () => Response>>;

const row = (role: string, priority: number, publish = "TRUE") => ({
  period: "2020",
  role,
  organisation: `${role} Ltd`,
  badges: "Startup",
  description_md: `${role}.`,
  publish,
  priority: String(priority),
});

/** The content source of a server whose sheet answers as given (others: empty lists). */
function sourceAnswering(answers: Answers) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const api = new URL(String(input)).searchParams.get("api") ?? "";
    const answer = answers[api as keyof Answers];
    if (answer) return answer();
    return Response.json(api === "inspirations" ? { guides: [], items: [], links: [] } : { items: [] });
  });
  const content = new RemoteSheetSource({ url: "https://sheet.example/exec", timeoutMs: 1000, fetch, log });
  return { content, log, fetch };
}

async function load(content: RemoteSheetSource) {
  return loader({ context: { content } } as unknown as Parameters<typeof loader>[0]);
}

function renderPage(data: Awaited<ReturnType<typeof load>>) {
  render(
    <MemoryRouter>
      <ExperiencesScreen {...data} />
    </MemoryRouter>,
  );
  return within(document.getElementById("professional-journey") as HTMLElement);
}

describe("/experiences loader and page", () => {
  it("shows the published experiences by priority, and no message (SPEC §5)", async () => {
    const { content } = sourceAnswering({
      experiences: () => Response.json({ items: [row("Second", 2), row("Hidden", 0, "FALSE"), row("First", 1)] }),
    });
    const data = await load(content);
    expect(data.failed).toBe(false);
    expect(data.cards.map((card) => card.role)).toEqual(["First", "Second"]);
    const journey = renderPage(data);
    expect(journey.queryByRole("alert")).toBeNull();
    const headings = journey.getAllByRole("heading", { level: 3 });
    expect(headings).toHaveLength(2);
    expect(headings[0]).toHaveTextContent(/^FirstFirst Ltd/);
    expect(headings[1]).toHaveTextContent(/^SecondSecond Ltd/);
  });

  it("shows the static six-role history without a message when nothing is published (SPEC §3)", async () => {
    const { content } = sourceAnswering({ experiences: () => Response.json({ items: [row("Hidden", 1, "FALSE")] }) });
    const data = await load(content);
    expect(data.failed).toBe(false);
    expect(data.cards.map((card) => card.role)).toEqual(experienceHistory.map((job) => job.role));
    expect(renderPage(data).queryByRole("alert")).toBeNull();
  });

  it("when the call fails: 'Something is error here, {owner} please fix' above the static history (SPEC §8), logged once", async () => {
    const { content, log } = sourceAnswering({
      experiences: () => new Response("broken", { status: 500, statusText: "Internal Server Error" }),
    });
    const data = await load(content);
    // A second render of the page within the retry delay does not ask the sheet again, nor log again.
    await load(content);
    expect(data.failed).toBe(true);
    expect(data.cards.map((card) => card.role)).toEqual(experienceHistory.map((job) => job.role));
    const experienceErrors = log.error.mock.calls.filter(([line]) => String(line).includes("api=experiences"));
    expect(experienceErrors).toEqual([
      ["The remote sheet failed for api=experiences: answered 500 Internal Server Error"],
    ]);

    const journey = renderPage(data);
    expect(journey.getByRole("alert")).toHaveTextContent("Something is error here, Sekar please fix");
    expect(journey.getAllByRole("heading", { level: 3 })).toHaveLength(experienceHistory.length);
    expect(screen.queryByText("Loading experiences...")).toBeNull();
  });

  it("case studies: the remote ones override the built-in set by slug; a failed call leaves the built-in set (SPEC §4)", async () => {
    const remote = { slug: "cs-hiring-researchers", title: "Remote title", url: "https://notes.example/h" };
    const answered = await load(sourceAnswering({ "case-studies": () => Response.json({ items: [remote] }) }).content);
    expect(Object.keys(answered.caseStudies)).toEqual(builtInCaseStudies.map((study) => study.slug));
    expect(answered.caseStudies["cs-hiring-researchers"]?.title).toBe("Remote title");

    const failed = await load(sourceAnswering({ "case-studies": () => new Response("", { status: 502 }) }).content);
    expect(Object.values(failed.caseStudies)).toEqual([...builtInCaseStudies]);
  });
});
