import { type VariantProps, cva } from "class-variance-authority";
import {
  Component,
  type ComponentProps,
  type ElementType,
  type MouseEvent,
  type ReactNode,
  type Ref,
  memo,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import ReactMarkdown, { type Components, type ExtraProps } from "react-markdown";
import { Link, useNavigate } from "react-router";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { markdownRisk } from "../../model/markdown-guard";
import { isAllowedUrl, isSitePath, opensInNewTab } from "../../model/safe-links";
import { cn } from "./cn";
import { isHydrating } from "./hydration-phase";

export const markdownVariants = cva("flex min-w-0 flex-col gap-md wrap-break-word", {
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

type Tone = NonNullable<VariantProps<typeof markdownVariants>["tone"]>;

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

/** SPEC §5: only http, https, irc, ircs, mailto and xmpp URLs (or site paths) survive. */
function safeUrl(url: string): string {
  return isAllowedUrl(url) ? url : "";
}

const linkClasses: Record<Tone, string> = {
  default: "font-semibold text-link underline decoration-2 underline-offset-4 hover:decoration-4",
  "on-dark":
    "font-semibold text-on-dark underline decoration-2 underline-offset-4 hover:decoration-4 focus-visible:outline-on-dark",
};

type AnchorProps = ComponentProps<"a"> & ExtraProps;

function makeLink(tone: Tone) {
  return function MarkdownLink({ href, children, node: _node, className: _className, ...props }: AnchorProps) {
    const classes = linkClasses[tone];
    // A link whose URL was refused keeps its words but stops being a link.
    if (!href) return <span data-slot="markdown-refused-link">{children}</span>;
    if (opensInNewTab(href)) {
      return (
        <a {...props} href={href} target="_blank" rel="noopener noreferrer" className={classes}>
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    }
    if (isSitePath(href)) {
      return (
        <Link to={href} className={classes}>
          {children}
        </Link>
      );
    }
    return (
      <a {...props} href={href} className={classes}>
        {children}
      </a>
    );
  };
}

function makeHeading(level: number) {
  const Tag = `h${Math.min(level, 6)}` as ElementType;
  return function MarkdownHeading({ children, id }: ComponentProps<"h1"> & ExtraProps) {
    return (
      <Tag id={id} className="type-h4 text-balance">
        {children}
      </Tag>
    );
  };
}

const componentCache = new Map<string, Components>();

/** The element map for one tone and heading level, built once so re-renders keep the same components. */
function componentsFor(tone: Tone, headingLevel: number): Components {
  const key = `${tone}:${headingLevel}`;
  let components = componentCache.get(key);
  if (!components) {
    components = buildComponents(tone, headingLevel);
    componentCache.set(key, components);
  }
  return components;
}

function buildComponents(tone: Tone, headingLevel: number): Components {
  const onDark = tone === "on-dark";
  return {
    a: makeLink(tone),
    h1: makeHeading(headingLevel),
    h2: makeHeading(headingLevel + 1),
    h3: makeHeading(headingLevel + 2),
    h4: makeHeading(headingLevel + 3),
    h5: makeHeading(headingLevel + 3),
    h6: makeHeading(headingLevel + 3),
    ul: ({ children }) => <ul className="flex list-disc flex-col gap-xs pl-lg marker:text-current">{children}</ul>,
    ol: ({ children, start }) => (
      <ol start={start} className="flex list-decimal flex-col gap-xs pl-lg">
        {children}
      </ol>
    ),
    li: ({ children, className }) => (
      // GFM task-list items carry their own checkbox instead of a bullet.
      <li className={cn("pl-xs", className === "task-list-item" && "list-none")}>{children}</li>
    ),
    blockquote: ({ children }) => (
      <blockquote
        className={cn(
          "flex flex-col gap-sm border-l-4 pl-md italic",
          onDark ? "border-on-dark text-on-dark-muted" : "border-primary text-ink-muted",
        )}
      >
        {children}
      </blockquote>
    ),
    code: ({ children }) => (
      <code className={cn("rounded-sm px-xs font-mono text-[0.9em]", onDark ? "bg-on-dark/15" : "bg-bg-subtle")}>
        {children}
      </code>
    ),
    pre: ({ children }) => (
      <pre
        // A long line scrolls sideways; keyboard users can reach and scroll it.
        tabIndex={0}
        className="overflow-x-auto rounded-card bg-bg-dark-primary p-md font-mono text-caption text-on-dark [&_code]:bg-transparent [&_code]:p-0"
      >
        {children}
      </pre>
    ),
    hr: () => <hr className={cn("border-t-2", onDark ? "border-on-dark/30" : "border-border-soft")} />,
    table: ({ children }) => (
      <div tabIndex={0} role="group" aria-label="Table" className="max-w-full overflow-x-auto">
        <table className="w-full border-collapse text-left text-caption">{children}</table>
      </div>
    ),
    th: ({ children, style }) => (
      <th style={style} className="border-b-2 border-current px-sm py-xs font-semibold">
        {children}
      </th>
    ),
    td: ({ children, style }) => (
      <td style={style} className="border-b border-current/30 px-sm py-xs align-top">
        {children}
      </td>
    ),
    img: ({ src, alt, title }) =>
      typeof src === "string" && src !== "" ? (
        <img
          src={src}
          alt={alt ?? ""}
          title={title}
          loading="lazy"
          decoding="async"
          className="my-xs h-auto max-w-full rounded-card border-2 border-ink"
        />
      ) : null,
  };
}

/** The source shown as inert, readable text when it cannot be parsed safely. */
function PlainText({ source, className }: { source: string; className: string }) {
  return (
    <div data-slot="markdown" data-fallback="plain-text" className={className}>
      <p className="whitespace-pre-line">{source}</p>
    </div>
  );
}

type BoundaryProps = { fallback: ReactNode; children: ReactNode };

/** Last line of defence: a parser crash on some unforeseen input shows the text instead of breaking the page. */
class MarkdownBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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
    if (!anchor || anchor.target !== "" || !href || !isSitePath(href)) return;
    event.preventDefault();
    void navigate(href);
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
 * page hydrates, the body keeps its server HTML until its text changes.
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

  if (markdownRisk(children)) return <PlainText source={children} className={classes} />;
  if (keeps) return <PrerenderedMarkdown ref={kept} className={classes} />;
  return (
    <MarkdownBoundary fallback={<PlainText source={children} className={classes} />}>
      <div data-slot="markdown" className={classes}>
        <ReactMarkdown
          remarkPlugins={[remarkGfm]}
          rehypePlugins={[rehypeSanitize]}
          urlTransform={safeUrl}
          components={componentsFor(tone ?? "default", headingLevel)}
        >
          {children}
        </ReactMarkdown>
      </div>
    </MarkdownBoundary>
  );
});
