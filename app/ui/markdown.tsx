import { type VariantProps, cva } from "class-variance-authority";
import { type MouseEvent, type Ref, memo, use, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { markdownRisk } from "~/ui/markdown/markdown-guard";
import { linkTarget } from "#model/security/safe-links.ts";
import { cn } from "./cn";
import { isHydrating } from "./hydration-phase";
import { MarkdownPlainText } from "./markdown/markdown-plain-text";
import { loadMarkdownRenderer, loadedMarkdownRenderer } from "./markdown/load-markdown-renderer";

export const markdownVariants = cva("flex min-w-0 flex-col gap-md wrap-anywhere", {
  variants: {
    tone: {
      default: "text-ink",
      "on-dark": "text-on-dark",
    },
    size: {
      body: "text-body3 md:text-[1.0625rem]",
      small: "text-caption",
    },
  },
  defaultVariants: { tone: "default", size: "body" },
});

type MarkdownProps = VariantProps<typeof markdownVariants> & {
  /** The markdown source. Raw HTML in it is never rendered. */
  children: string;
  /**
   * The heading level a '#' heading becomes; '##' is one deeper, and so on. The
   * default 3 fits a body shown under a page's h2 sections.
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
};

/**
 * The pre-rendered HTML of a markdown body, kept as it is while the page
 * hydrates: React adopts the element and leaves its contents alone, so the text
 * is neither parsed nor walked again (markdown is the costliest part of
 * hydrating the pages that show it). Site links in it still navigate in the app.
 */
function PrerenderedMarkdown({ className, ref }: { className: string; ref: Ref<HTMLDivElement> }) {
  const navigate = useNavigate();
  function followSiteLink(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = event.target instanceof Element ? event.target.closest("a") : null;
    const href = anchor?.getAttribute("href");
    const target = href ? linkTarget(href) : null;
    if (!anchor || anchor.target !== "" || target?.kind !== "site") return;
    event.preventDefault();
    void navigate(target.href);
  }
  return (
    // Clicks bubble here from the links inside (Enter on a focused link is a click too).
    <div
      ref={ref}
      data-slot="markdown"
      className={className}
      onClick={followSiteLink}
      // An empty string the same on every render: React never writes it over the kept HTML.
      dangerouslySetInnerHTML={KEPT_HTML}
      suppressHydrationWarning
    />
  );
}

const KEPT_HTML = { __html: "" };

/**
 * Markdown from content (react-markdown + remark-gfm + rehype-sanitize). Raw HTML
 * never renders, links keep only SPEC §5's protocols, http links open in a new
 * tab with no opener, site paths navigate in the app. A body nested deeply
 * enough to stall the parser renders as plain text instead. Memoised: parsing
 * is the costly part, and a parent's re-render (a card opening, fresh data with
 * the same text) must not parse the same text again. While the pre-rendered
 * page hydrates, the body keeps its server HTML until its text changes; the
 * pipeline itself loads on first use (markdown/load-markdown-renderer.tsx).
 */
export const Markdown = memo(function Markdown({ children, tone, size, headingLevel = 3, className }: MarkdownProps) {
  const classes = cn(markdownVariants({ tone, size }), className);
  const renderKey = `${tone ?? ""}|${headingLevel}|${classes}|${children}`;
  // The text whose pre-rendered HTML this body keeps, or null once React renders it.
  const [keptKey, setKeptKey] = useState(() => (isHydrating() ? renderKey : null));
  const keeps = keptKey === renderKey;
  const kept = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // No HTML came with this body (a page first rendered in the browser): render it.
    if (keeps && kept.current?.childNodes.length === 0 && children.trim() !== "") setKeptKey(null);
  }, [keeps, children]);

  if (markdownRisk(children)) return <MarkdownPlainText source={children} className={classes} />;
  if (keeps) return <PrerenderedMarkdown ref={kept} className={classes} />;
  // The first body rendered in the browser waits for the pipeline: an in-app
  // navigation keeps showing the page it leaves, an update the text it replaces.
  const render = loadedMarkdownRenderer() ?? use(loadMarkdownRenderer());
  return render({ source: children, tone: tone ?? "default", headingLevel, className: classes });
});
