import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type CaseStudyMap, DescriptionMarkup } from "./description-markup";

const caseStudies: CaseStudyMap = {
  "cs-hiring-researchers": {
    title: "Hiring researchers when nobody knows what research is",
    thumbnail: "/assets/case-studies/cs-hiring-researchers.svg",
    url: "https://notes.example/hiring",
    tags: ["Leadership", "Hiring"],
  },
};

function renderMarkup(source: string) {
  return render(
    <MemoryRouter>
      <DescriptionMarkup source={source} caseStudies={caseStudies} />
    </MemoryRouter>,
  );
}

describe("DescriptionMarkup (SPEC §3: experience card descriptions)", () => {
  it("renders markdown, image, case card and article card in source order", () => {
    const { container } = renderMarkup(
      [
        "Built the **research practice**.",
        "<<image:/assets/experiences/classroom-visit.svg|A classroom visit>>",
        "<<case:cs-hiring-researchers>>",
        "<<link:https://medium.com/@sekar/post>>",
        "Closing words.",
      ].join("\n"),
    );
    const root = container.querySelector("[data-slot=description-markup]");
    const order = Array.from(
      root?.children ?? [],
      (child) => child.getAttribute("data-slot") ?? child.tagName.toLowerCase(),
    );
    expect(order).toEqual(["markdown", "image", "ul", "markdown"]);
    expect(screen.getByRole("img", { name: "A classroom visit" })).toHaveAttribute(
      "src",
      "/assets/experiences/classroom-visit.svg",
    );
    const cards = within(container.querySelector("ul") as HTMLElement).getAllByRole("link");
    expect(cards[0]).toHaveTextContent("Hiring researchers when nobody knows what research is");
    expect(cards[1]).toHaveTextContent("External Article");
  });

  it("renders a case token as that case study's card, opening in a new tab", () => {
    renderMarkup("<<case:cs-hiring-researchers>>");
    const card = screen.getByRole("link", { name: /Hiring researchers/ });
    expect(card).toHaveAttribute("href", "https://notes.example/hiring");
    expect(card).toHaveAttribute("target", "_blank");
    expect(card).toHaveAttribute("rel", "noopener noreferrer");
    expect(card).toHaveTextContent("Leadership");
    expect(card.querySelector("img")).toHaveAttribute("src", "/assets/case-studies/cs-hiring-researchers.svg");
  });

  it("renders nothing for a case token with an unknown slug (SPEC §5)", () => {
    const { container } = renderMarkup("Before <<case:cs-unknown>> after");
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector("ul")).toBeNull();
    expect(container).toHaveTextContent("Before");
    expect(container).toHaveTextContent("after");
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "renders nothing for <<case:%s>>, a name Object.prototype holds (SPEC §5 unknown slug)",
    (slug) => {
      const { container } = renderMarkup(`Before <<case:${slug}>> after`);
      expect(screen.queryByRole("link")).toBeNull();
      expect(container.querySelector("ul, li, article")).toBeNull();
      expect(container).toHaveTextContent("Before");
    },
  );

  it("renders a link token as an 'External Article / Click to read more' card", () => {
    renderMarkup("<<link:https://www.medium.com/@sekar/post>>");
    const card = screen.getByRole("link");
    expect(card).toHaveTextContent("External Article");
    expect(card).toHaveTextContent("Click to read more");
    expect(card).toHaveTextContent("medium.com");
    expect(card).toHaveAttribute("href", "https://www.medium.com/@sekar/post");
    expect(card).toHaveAttribute("target", "_blank");
    expect(card).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders no link for a javascript: link token", () => {
    const { container } = renderMarkup("<<link:javascript:alert(1)>>");
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });

  it("falls back to the placeholder image for a case study without a thumbnail", () => {
    render(
      <DescriptionMarkup
        source="<<case:cs-bare>>"
        caseStudies={{ "cs-bare": { title: "Bare", url: "https://notes.example/bare" } }}
      />,
    );
    expect(screen.getByRole("link").querySelector("img")).toHaveAttribute("src", "/placeholder.svg");
  });
});
