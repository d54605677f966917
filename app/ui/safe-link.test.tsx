import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SafeLink } from "./safe-link";
import { newTabName } from "#tests/helpers/new-tab-name.ts";

function renderLinks(links: ReactNode) {
  return render(<MemoryRouter>{links}</MemoryRouter>);
}

describe("SafeLink: the site's one link rule (docs/decisions/026)", () => {
  it("opens a page elsewhere in a new tab with no opener, and tells screen readers so (SPEC §5, §7)", () => {
    renderLinks(<SafeLink href="https://example.com/store">Buy</SafeLink>);
    const link = screen.getByRole("link", { name: newTabName("Buy") });
    expect(link).toHaveAttribute("href", "https://example.com/store");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  // Each of these is a page elsewhere to a browser, whatever it looks like.
  it.each([
    ["/\\evil.example", "https://evil.example/"],
    ["//evil.example", "https://evil.example/"],
    ["\\/evil.example", "https://evil.example/"],
    ["/\t/evil.example", "https://evil.example/"],
    [" HTTPS://EVIL.EXAMPLE", "https://evil.example/"],
  ])("treats %j as another host: a new-tab link to %s with no opener", (href, resolved) => {
    renderLinks(<SafeLink href={href}>Away</SafeLink>);
    const link = screen.getByRole("link", { name: newTabName("Away") });
    expect(link).toHaveAttribute("href", resolved);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps a site path, an in-page anchor and a mail address in this tab, without the hint", () => {
    renderLinks(
      <>
        <SafeLink href="/solutions">Explore</SafeLink>
        <SafeLink href="#store">Store</SafeLink>
        <SafeLink href="mailto:hello@example.com">Write</SafeLink>
      </>,
    );
    for (const [name, href] of [
      ["Explore", "/solutions"],
      ["Store", "#store"],
      ["Write", "mailto:hello@example.com"],
    ]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).not.toHaveAttribute("target");
      expect(link).not.toHaveAttribute("rel");
    }
  });

  it("opens a site path in a new tab when asked, always with no opener and with the hint", () => {
    renderLinks(
      <SafeLink href="/cv" newTab>
        CV
      </SafeLink>,
    );
    const link = screen.getByRole("link", { name: newTabName("CV") });
    expect(link).toHaveAttribute("href", "/cv");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps its words, as no link, for an address the rule refuses (SPEC §5)", () => {
    renderLinks(<SafeLink href={"java\tscript:alert(1)"}>Run</SafeLink>);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Run")).toBeInTheDocument();
  });
});
