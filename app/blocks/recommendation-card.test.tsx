import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cssPayloads, HOSTILE_CSS_URL } from "#tests/fixtures/xss-payloads.ts";
import { prerender } from "#tests/helpers/prerendered-page.ts";
import { RecommendationCard } from "./recommendation-card";
import { start as startCopyText } from "~/islands/copy-text";
import { newTabName } from "#tests/helpers/new-tab-name.ts";

const links = {
  official: [{ label: "Brand store", url: "https://brand.example/kettle" }],
  regional: [
    { region: "Indonesia", links: [{ label: "Tokopedia", url: "https://tokopedia.example/k" }] },
    { region: "Singapore", links: [] },
  ],
  other: [{ label: "Review", url: "https://review.example/k" }],
};

function renderCard(props: Partial<Parameters<typeof RecommendationCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <RecommendationCard
        title="Gooseneck kettle"
        media={{ type: "image", src: "/assets/inspirations/gooseneck-kettle.svg", alt: "A gooseneck kettle" }}
        badges={["Tool", "⭐ Featured"]}
        notes="Pours **slowly**. See [the brand](https://brand.example)."
        links={links}
        referralCode="SEKAR10"
        {...props}
      />
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

/** The summary that opens a part ('My take', 'Get it'). */
function trigger(label: string): HTMLElement {
  const summary = screen.getByText(label).closest("summary");
  if (!summary) throw new Error(`no part named ${label}`);
  return summary;
}

function part(label: string): HTMLDetailsElement {
  return trigger(label).parentElement as HTMLDetailsElement;
}

describe("RecommendationCard (SPEC §2 guide detail, §3)", () => {
  it("shows media, title and badges", () => {
    renderCard();
    expect(screen.getByRole("img", { name: "A gooseneck kettle" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Gooseneck kettle" })).toBeInTheDocument();
    expect(screen.getByText("Tool")).toBeInTheDocument();
    expect(screen.getByText("⭐ Featured")).toBeInTheDocument();
  });

  it("loads its picture lazily, or at once with high priority when it is the page's main picture", () => {
    const { unmount } = renderCard();
    expect(screen.getByRole("img", { name: "A gooseneck kettle" })).toHaveAttribute("loading", "lazy");
    unmount();
    renderCard({ priority: true });
    const image = screen.getByRole("img", { name: "A gooseneck kettle" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("has its fallback icon in the page, shown in the image's place once it fails (SPEC §4, §8)", () => {
    const { container } = renderCard({
      media: { type: "image", src: "/missing.png", alt: "A kettle", bgColor: "hsl(1 2% 3%)" },
    });
    const media = container.querySelector("[data-slot=recommendation-media]") as HTMLElement;
    // The shell's head script marks a failed image's data-image-fallback element (app/shell/shell-script.test.ts).
    expect(media).toHaveAttribute("data-image-fallback");
    expect(media).toHaveAttribute("data-media", "image");
    expect(media.style.getPropertyValue("--media-bg")).toBe("hsl(1 2% 3%)");
    // Failed, the picture leaves the screen but not screen readers, and the icon takes its place on
    // the card's colour: drawn by CSS, checked in the browser (tests/e2e/components-part2.spec.ts).
    const fallback = container.querySelector("[data-slot=recommendation-media-fallback]");
    expect(fallback).toHaveAttribute("aria-hidden", "true");
    expect(fallback?.querySelector("svg")).not.toBeNull();
  });

  it("shows an icon file, or the fallback icon when there is none", () => {
    const { container, unmount } = renderCard({ media: { type: "icon", src: "/assets/category-icons/audio.svg" } });
    expect(container.querySelector("[data-media=icon] img")).toHaveAttribute("src", "/assets/category-icons/audio.svg");
    unmount();
    const second = renderCard({ media: { type: "icon" } });
    expect(second.container.querySelector("[data-media=fallback] svg")).not.toBeNull();
  });

  it("opens 'My take' with the markdown notes", async () => {
    const user = userEvent.setup();
    renderCard();
    expect(part("My take").open).toBe(false);
    await user.click(trigger("My take"));
    expect(part("My take").open).toBe(true);
    expect(screen.getByText("slowly").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: /the brand/ })).toHaveAttribute("target", "_blank");
  });

  it("opens and closes each part on its own; both can be open", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(trigger("My take"));
    await user.click(trigger("Get it"));
    expect(part("My take").open).toBe(true);
    expect(part("Get it").open).toBe(true);
    expect(part("My take")).not.toHaveAttribute("name");
    await user.click(trigger("My take"));
    expect(part("My take").open).toBe(false);
    expect(part("Get it").open).toBe(true);
  });

  it("puts each part's label in a heading one level below the card's", () => {
    renderCard({ headingLevel: 2 });
    expect(trigger("My take")).toContainElement(screen.getByRole("heading", { level: 3, name: "My take" }));
    expect(trigger("Get it")).toContainElement(screen.getByRole("heading", { level: 3, name: "Get it" }));
  });

  it("hydrates its pre-rendered HTML without measuring layout", async () => {
    const { hydrate } = prerender(
      <MemoryRouter>
        <RecommendationCard title="Gooseneck kettle" notes="Pours **slowly**." links={links} referralCode="SEKAR10" />
      </MemoryRouter>,
    );
    const measure = vi.spyOn(Element.prototype, "getBoundingClientRect");
    expect((await hydrate()).errors).toEqual([]);
    expect(measure).not.toHaveBeenCalled();
  });

  it("has both parts in the pre-rendered HTML as closed details with their words", () => {
    const html = renderToString(
      <MemoryRouter>
        <RecommendationCard title="Gooseneck kettle" notes="Pours **slowly**." links={links} referralCode="SEKAR10" />
      </MemoryRouter>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const parts = [...container.querySelectorAll("details")];
    expect(parts.map((details) => details.querySelector("summary")?.textContent)).toEqual(["My take", "Get it"]);
    for (const details of parts) expect(details.open).toBe(false);
    expect(parts[0]?.querySelector("strong")?.textContent).toBe("slowly");
    expect(parts[1]?.textContent).toContain("SEKAR10");
  });

  it("opens 'Get it' with official, regional-by-region and other links, in new tabs", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(trigger("Get it"));
    const region = part("Get it");
    expect(within(region).getByText("Official store")).toBeInTheDocument();
    expect(within(region).getByText("Indonesia")).toBeInTheDocument();
    expect(within(region).queryByText("Singapore")).toBeNull();
    expect(within(region).getByText("Other options")).toBeInTheDocument();
    for (const name of ["Brand store", "Tokopedia", "Review"]) {
      const link = within(region).getByRole("link", { name: newTabName(name) });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("opens a store link a browser reads as another host ('/\\host', '//host') in a new tab, and links the title only to a site page", async () => {
    const user = userEvent.setup();
    renderCard({
      href: "//evil.example/item",
      links: {
        other: [
          { label: "Odd", url: "/\\evil.example" },
          { label: "Odder", url: "//evil.example/b" },
        ],
      },
    });
    await user.click(trigger("Get it"));
    for (const name of ["Odd", "Odder"]) {
      const link = within(part("Get it")).getByRole("link", { name: newTabName(name) });
      expect(link.getAttribute("href")).toMatch(/^https:\/\/evil\.example\//);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.queryByRole("link", { name: "Gooseneck kettle" })).toBeNull();
  });

  it("copies the referral code; its button says 'Copied!' for 2 seconds, then 'Copy' again, with no toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const { container } = renderCard();
    await user.click(trigger("Get it"));
    // The copy-text island, as the shell's head script starts it on first reach.
    const island = container.querySelector<HTMLElement>("[data-slot=referral-code] [data-island=copy-text]");
    if (!island) throw new Error("no copy-text island");
    startCopyText(island);
    // Both looks are in the page (CSS picks one by data-state), so the button is found by its place.
    const button = () => within(island).getByRole("button");
    expect(button()).toHaveTextContent(/^Copy/);
    expect(button()).not.toHaveAttribute("data-copy-toast");
    vi.useFakeTimers();
    // The copy resolves in a microtask; act flushes it.
    await act(async () => fireEvent.click(button()));
    expect(writeText).toHaveBeenCalledWith("SEKAR10");
    expect(button()).toHaveAttribute("data-state", "clicked");
    expect(button()).toHaveAttribute("data-clicked-label", "Copied!");
    expect(within(island).getByRole("status")).toHaveTextContent("Copied!");
    act(() => vi.advanceTimersByTime(1999));
    expect(button()).toHaveAttribute("data-state", "clicked");
    act(() => vi.advanceTimersByTime(1));
    expect(button()).toHaveAttribute("data-state", "idle");
  });

  it("keeps 'Copy' when the clipboard refuses, and only logs (SPEC §8)", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = renderCard();
    await user.click(trigger("Get it"));
    const island = container.querySelector<HTMLElement>(
      "[data-slot=referral-code] [data-island=copy-text]",
    ) as HTMLElement;
    const button = () => within(island).getByRole("button");
    startCopyText(island);
    await user.click(button());
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(button()).toHaveAttribute("data-state", "idle");
  });

  it("has neither section when there are no notes, links or code", () => {
    const { container } = renderCard({ notes: undefined, links: {}, referralCode: undefined });
    expect(container.querySelector("details")).toBeNull();
  });

  it("writes hostile colours into no style attribute, pre-rendered or live", () => {
    for (const colour of cssPayloads.colours) {
      const media = { type: "icon" as const, src: HOSTILE_CSS_URL, bgColor: colour, iconColor: colour };
      const html = renderToString(
        <MemoryRouter>
          <RecommendationCard title="Hostile" media={media} />
        </MemoryRouter>,
      );
      expect(html).not.toMatch(/style="[^"]*position/);
      expect(html).not.toContain("style=");
      const { container, unmount } = renderCard({ media });
      expect(container.querySelector("[style]")).toBeNull();
      unmount();
    }
  });
});
