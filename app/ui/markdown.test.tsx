import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

function renderMarkdown(source: string, props: { headingLevel?: 2 | 3 | 4 } = {}) {
  return render(
    <MemoryRouter>
      <Markdown {...props}>{source}</Markdown>
    </MemoryRouter>,
  );
}

function allHrefs(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll("[href]"), (element) => element.getAttribute("href") ?? "");
}

function allEventHandlerAttributes(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll("*")).flatMap((element) =>
    element.getAttributeNames().filter((name) => name.startsWith("on")),
  );
}

describe("Markdown (react-markdown + remark-gfm + rehype-sanitize)", () => {
  it("renders paragraphs, emphasis, lists and GFM tables and strikethrough", () => {
    const { container } = renderMarkdown(
      ["Hello **bold** and _soft_ and ~~old~~.", "", "- one", "- two", "", "| a | b |", "|---|---|", "| 1 | 2 |"].join(
        "\n",
      ),
    );
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    expect(container.querySelector("em")).toHaveTextContent("soft");
    expect(container.querySelector("del")).toHaveTextContent("old");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "2" })).toBeInTheDocument();
  });

  it("turns '#' into the given heading level and deeper headings one level down", () => {
    renderMarkdown("# Top\n\n## Below", { headingLevel: 3 });
    expect(screen.getByRole("heading", { level: 3, name: "Top" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Below" })).toBeInTheDocument();
  });

  describe("SPEC §5 links", () => {
    it("opens http and https links in a new tab with rel noopener noreferrer", () => {
      renderMarkdown("[plain](http://a.example) and [secure](https://b.example/x)");
      for (const name of [/plain/, /secure/]) {
        const link = screen.getByRole("link", { name });
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
        expect(link).toHaveAccessibleName(expect.stringContaining("opens in a new tab"));
      }
    });

    it("keeps mailto, xmpp, irc and ircs links, in the same tab", () => {
      const { container } = renderMarkdown(
        "[m](mailto:hi@a.example) [x](xmpp:me@a.example) [i](irc://irc.a.example/c) [s](ircs://irc.a.example/c)",
      );
      expect(allHrefs(container)).toEqual([
        "mailto:hi@a.example",
        "xmpp:me@a.example",
        "irc://irc.a.example/c",
        "ircs://irc.a.example/c",
      ]);
      for (const link of screen.getAllByRole("link")) expect(link).not.toHaveAttribute("target");
    });

    it("renders site paths as in-app links", () => {
      renderMarkdown("See [my work](/experiences) or [events](/contact#events).");
      expect(screen.getByRole("link", { name: "my work" })).toHaveAttribute("href", "/experiences");
      expect(screen.getByRole("link", { name: "events" })).toHaveAttribute("href", "/contact#events");
      expect(screen.getByRole("link", { name: "my work" })).not.toHaveAttribute("target");
    });

    // A browser reads '//host' (and '/\\host', '\\\\host') as another host. This one rendered as a same-tab link
    // with no rel before; it is a page elsewhere, so it opens in a new tab with no opener.
    it.each(["//evil.example", "///evil.example", " //evil.example/"])(
      "opens [x](%s), which leaves the site, in a new tab with rel noopener noreferrer",
      (address) => {
        renderMarkdown(`[x](${address})`);
        const link = screen.getByRole("link", { name: /^x/ });
        expect(link).toHaveAttribute("href", "https://evil.example/");
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
      },
    );

    // Markdown keeps a backslash that escapes nothing, and the pipeline (mdast-util-to-hast) percent-encodes
    // it before any rule sees the address: '/\\evil.example' becomes '/%5Cevil.example', which a browser
    // keeps on this site. The link stays in the app, at that encoded path, and never leaves the site.
    it.each([
      ["/\\evil.example", "/%5Cevil.example"],
      ["\\\\/evil.example", "/%5C/evil.example"],
      ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ])("keeps [x](%s) a path of this site, %s", (address, href) => {
      renderMarkdown(`[x](${address})`);
      const link = screen.getByRole("link", { name: "x" });
      expect(link).toHaveAttribute("href", href);
      expect(link).not.toHaveAttribute("target");
      expect(new URL(href, "https://me.example/solutions").origin).toBe("https://me.example");
    });
  });

  describe("bad input: never runs, renders inert or is dropped", () => {
    it("drops <script> elements", () => {
      const { container } = renderMarkdown("Before <script>window.__pwned = true</script> after");
      expect(container.querySelector("script")).toBeNull();
      expect((window as Window & { __pwned?: boolean }).__pwned).toBeUndefined();
      expect(container).toHaveTextContent("Before");
      expect(container).toHaveTextContent("after");
    });

    it("drops <img onerror> and leaves no event-handler attribute anywhere", () => {
      const { container } = renderMarkdown('Look <img src="x" onerror="window.__pwned = true"> here');
      expect(container.querySelector("img")).toBeNull();
      expect(allEventHandlerAttributes(container)).toEqual([]);
      expect(container).toHaveTextContent("Look here");
    });

    it("drops raw HTML anchors with javascript: URLs", () => {
      const { container } = renderMarkdown('<a href="javascript:alert(1)">raw</a>');
      expect(allHrefs(container)).toEqual([]);
    });

    it.each([
      "[click](javascript:alert(1))",
      "[click](JavaScript:alert(1))",
      "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "[click](vbscript:msgbox(1))",
      "<javascript:alert(1)>",
      "[click](<java\tscript:alert(1)>)",
      "[click](<\tjavascript:alert(1)>)",
    ])("keeps the words of %s but not its URL", (source) => {
      const { container } = renderMarkdown(source);
      expect(allHrefs(container)).toEqual([]);
      expect(screen.queryByRole("link")).toBeNull();
      expect(container.textContent).not.toBe("");
    });

    it("drops images with data: or javascript: sources", () => {
      const { container } = renderMarkdown(
        "![pic](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=) ![js](javascript:alert(1))",
      );
      expect(container.querySelector("img")).toBeNull();
    });

    it("renders 10,000 nested brackets as text without freezing", () => {
      const source = "[".repeat(10_000) + "]".repeat(10_000);
      const { container } = renderMarkdown(source);
      // Completing at all within the test's time limit is the check; the text is still there.
      expect(container.querySelector("[data-slot=markdown]")).toHaveTextContent(source);
    });

    it.each([
      ["10,000 nested quotes", "> ".repeat(10_000) + "deep"],
      ["10,000 emphasis markers", "*".repeat(10_000) + "deep" + "*".repeat(10_000)],
      ["10,000 nested list markers", "- ".repeat(10_000) + "deep"],
    ])("renders %s (a parser stack overflow) as plain text", (_name, source) => {
      const { container } = renderMarkdown(source);
      expect(container.querySelector("[data-fallback=plain-text]")).toHaveTextContent("deep");
    });
  });
});
