import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HOSTILE_CSS_URL } from "#tests/fixtures/xss-payloads.ts";
import { ContentCard } from "./content-card";
import { newTabName } from "#tests/helpers/new-tab-name.ts";

function renderCard(props: Parameters<typeof ContentCard>[0]) {
  return render(
    <MemoryRouter>
      <ContentCard {...props} />
    </MemoryRouter>,
  );
}

describe("ContentCard (SPEC §3 generic content card)", () => {
  it("is a horizontal case study with its picture, badges, price and an internal link", () => {
    const { container } = renderCard({
      title: "Research plan template",
      orientation: "horizontal",
      image: { src: "/assets/solutions/research-plan.svg", alt: "A one-page research plan" },
      badges: [{ emoji: "📄", text: "Google Docs" }],
      price: "$12",
      action: { type: "internal", url: "/solutions", label: "See the template" },
    });
    const card = container.querySelector("[data-slot=content-card]") as HTMLElement;
    expect(card).toHaveAttribute("data-orientation", "horizontal");
    expect(within(card).getByRole("img", { name: "A one-page research plan" })).toBeInTheDocument();
    expect(within(card).getByText("Google Docs")).toBeInTheDocument();
    expect(within(card).getByText("$12")).toBeInTheDocument();
    const link = within(card).getByRole("link", { name: "Research plan template" });
    expect(link).toHaveAttribute("href", "/solutions");
    expect(link).not.toHaveAttribute("target");
    expect(within(card).getByRole("heading", { level: 3 })).toContainElement(link);
  });

  it("opens an external action in a new tab with no opener", () => {
    renderCard({
      title: "Listening is a skill",
      image: { src: "/t.svg", alt: "" },
      action: { type: "external", url: "https://www.youtube.com/watch?v=x" },
    });
    const link = screen.getByRole("link", { name: /Listening is a skill/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows markdown-style links in the description with their URL text (SPEC §5)", () => {
    renderCard({
      title: "Talk",
      description: "Slides on [my blog](https://medium.com/@s/slides) and [bad](javascript:void0) text.",
    });
    const link = screen.getByRole("link", { name: newTabName("https://medium.com/@s/slides") });
    expect(link).toHaveAttribute("href", "https://medium.com/@s/slides");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText(/and bad text\./)).toBeInTheDocument();
  });

  // Both rendered a link to another host in this tab before: the description's as given, the card's in the app.
  it("opens addresses a browser reads as another host in a new tab, in the description and as the card's action", () => {
    renderCard({
      title: "Backslash",
      description: "See [x](/\\evil.example) here.",
      action: { type: "internal", url: "/\\evil.example/card" },
    });
    const inline = screen.getByRole("link", { name: newTabName("/\\evil.example") });
    expect(inline).toHaveAttribute("href", "https://evil.example/");
    expect(inline).toHaveAttribute("target", "_blank");
    expect(inline).toHaveAttribute("rel", "noopener noreferrer");
    const card = screen.getByRole("link", { name: newTabName("Backslash") });
    expect(card).toHaveAttribute("href", "https://evil.example/card");
    expect(card).toHaveAttribute("target", "_blank");
    expect(card).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("is no link, and shows no call to action, when the action's address is refused", () => {
    renderCard({ title: "Script", action: { type: "external", url: "javascript:alert(1)", label: "Go" } });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText("Go")).toBeNull();
  });

  it("is an icon category tile with its colours and item count", () => {
    const { container, rerender } = renderCard({
      title: "Coffee gear",
      icon: {
        iconUrl: "/assets/category-icons/coffee-gear.svg",
        bgColor: "hsl(30 60% 90%)",
        iconColor: "20 50% 30%",
        itemCount: 5,
      },
      action: { type: "internal", url: "/inspirations/guide/coffee-gear" },
    });
    const tile = container.querySelector("[data-slot=content-card-icon]") as HTMLElement;
    expect(tile.style.getPropertyValue("--icon-bg")).toBe("hsl(30 60% 90%)");
    expect(tile.style.getPropertyValue("--icon-fg")).toBe("hsl(20 50% 30%)");
    expect(tile.querySelector("span")?.style.getPropertyValue("--icon-mask")).toBe(
      'url("/assets/category-icons/coffee-gear.svg")',
    );
    expect(screen.getByText("5 items")).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ContentCard title="Tea" icon={{ iconUrl: "/assets/category-icons/default.svg", itemCount: 1 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText("1 item")).toBeInTheDocument();
    expect(container.querySelector("[data-slot=content-card-icon] img")).toHaveAttribute(
      "src",
      "/assets/category-icons/default.svg",
    );
  });

  it("has no link without an action", () => {
    renderCard({ title: "Just words", description: "Nothing to click." });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { name: "Just words" })).toBeInTheDocument();
  });

  it("writes a hostile icon address or colour into no style attribute, pre-rendered or live", () => {
    const icon = {
      iconUrl: HOSTILE_CSS_URL,
      bgColor: `red;${HOSTILE_CSS_URL}`,
      iconColor: "hsl(undefined)",
      itemCount: 2,
    };
    const html = renderToString(
      <MemoryRouter>
        <ContentCard title="Hostile" icon={icon} />
        <ContentCard title="Hostile mask" icon={{ iconUrl: HOSTILE_CSS_URL, iconColor: "200 50% 40%" }} />
      </MemoryRouter>,
    );
    const styles = (root: ParentNode) => [...root.querySelectorAll("[style]")].map((el) => el.getAttribute("style"));
    const prerendered = document.createElement("div");
    prerendered.innerHTML = html;
    expect(styles(prerendered).join(" ")).not.toMatch(/position|evil\.example|undefined/);
    const { container } = renderCard({ title: "Live", icon });
    expect(styles(container).join(" ")).not.toMatch(/position|evil\.example|undefined/);
  });

  it("serialises an icon address it accepts as a CSS string, whatever it holds", () => {
    const { container } = renderCard({
      title: "Quoted",
      icon: { iconUrl: '/assets/a b")x.svg', iconColor: "200 50% 40%" },
    });
    const mask = (container.querySelector("[data-slot=content-card-icon] span") as HTMLElement).style;
    expect(mask.getPropertyValue("--icon-mask")).toBe('url("/assets/a%20b%22)x.svg")');
  });
});
