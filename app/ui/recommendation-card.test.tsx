import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cssPayloads, HOSTILE_CSS_URL } from "../../tests/fixtures/xss-payloads";
import { RecommendationCard } from "./recommendation-card";

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

  it("falls back to the icon when the image fails to load", () => {
    const { container } = renderCard({
      media: { type: "image", src: "/missing.png", alt: "A kettle", bgColor: "hsl(1 2% 3%)" },
    });
    fireEvent.error(screen.getByRole("img", { name: "A kettle" }));
    const media = container.querySelector("[data-slot=recommendation-media]") as HTMLElement;
    expect(media).toHaveAttribute("data-media", "fallback");
    expect(media.style.getPropertyValue("--media-bg")).toBe("hsl(1 2% 3%)");
    expect(media).toHaveClass("bg-(--media-bg)");
    expect(screen.getByRole("img", { name: "A kettle" }).tagName).toBe("SPAN");
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
    const myTake = screen.getByRole("button", { name: "My take" });
    expect(myTake).toHaveAttribute("aria-expanded", "false");
    await user.click(myTake);
    expect(myTake).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("slowly").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: /the brand/ })).toHaveAttribute("target", "_blank");
  });

  it("each button controls its part: a region named by the button and the card's title, hidden while closed; both can be open", async () => {
    const user = userEvent.setup();
    renderCard();
    const myTake = screen.getByRole("button", { name: "My take" });
    const getIt = screen.getByRole("button", { name: "Get it" });
    const myTakeRegion = document.getElementById(myTake.getAttribute("aria-controls") ?? "");
    expect(myTakeRegion).toHaveAttribute("role", "region");
    expect(myTakeRegion?.getAttribute("aria-labelledby")?.split(" ")[0]).toBe(myTake.id);
    expect(myTakeRegion).not.toBeVisible();
    await user.click(myTake);
    await user.click(getIt);
    expect(myTakeRegion).toBeVisible();
    // Unique on a page of cards (HTML validators ask each landmark for a name of its own).
    expect(myTakeRegion).toHaveAccessibleName("My take Gooseneck kettle");
    expect(myTakeRegion).toHaveAttribute("data-state", "open");
    expect(screen.getByRole("region", { name: "Get it Gooseneck kettle" })).toBeVisible();
    await user.click(myTake);
    expect(myTakeRegion).not.toBeVisible();
    expect(myTakeRegion).toHaveAttribute("data-state", "closed");
  });

  it("hydrates its pre-rendered HTML without measuring layout (Radix's Accordion.Content measured itself as it mounted)", async () => {
    const card = (
      <MemoryRouter>
        <RecommendationCard title="Gooseneck kettle" notes="Pours **slowly**." links={links} referralCode="SEKAR10" />
      </MemoryRouter>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(card);
    document.body.append(container);
    const measure = vi.spyOn(Element.prototype, "getBoundingClientRect");
    const root = await act(async () => hydrateRoot(container, card));
    const measured = measure.mock.calls.length;
    act(() => root.unmount());
    container.remove();
    expect(measured).toBe(0);
  });

  it("has both parts in the pre-rendered HTML, hidden while closed", () => {
    const html = renderToString(
      <MemoryRouter>
        <RecommendationCard title="Gooseneck kettle" notes="Pours **slowly**." links={links} referralCode="SEKAR10" />
      </MemoryRouter>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const regions = [...container.querySelectorAll("[role=region]")];
    expect(regions).toHaveLength(2);
    for (const region of regions) expect(region).toHaveAttribute("hidden");
    expect(regions[0]?.querySelector("strong")?.textContent).toBe("slowly");
    expect(regions[1]?.textContent).toContain("SEKAR10");
  });

  it("opens 'Get it' with official, regional-by-region and other links, in new tabs", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Get it" }));
    const region = screen.getByRole("region", { name: "Get it Gooseneck kettle" });
    expect(within(region).getByText("Official store")).toBeInTheDocument();
    expect(within(region).getByText("Indonesia")).toBeInTheDocument();
    expect(within(region).queryByText("Singapore")).toBeNull();
    expect(within(region).getByText("Other options")).toBeInTheDocument();
    for (const name of ["Brand store", "Tokopedia", "Review"]) {
      const link = within(region).getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("copies the referral code; its button says 'Copied!' for 2 seconds, then 'Copy' again", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Get it" }));
    vi.useFakeTimers();
    // The copy resolves in a microtask; act flushes it.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(writeText).toHaveBeenCalledWith("SEKAR10");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
  });

  it("keeps 'Copy' when the clipboard refuses, and only logs (SPEC §8)", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderCard();
    await user.click(screen.getByRole("button", { name: "Get it" }));
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
  });

  it("has neither section when there are no notes, links or code", () => {
    renderCard({ notes: undefined, links: {}, referralCode: undefined });
    expect(screen.queryByRole("button")).toBeNull();
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
