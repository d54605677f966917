import { Component, type ComponentProps, type ElementType, type ReactElement, type ReactNode } from "react";
import ReactMarkdown, { type Components, type ExtraProps } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { linkTarget } from "#model/security/safe-links.ts";
import { cn } from "~/ui/cn";
import { SafeLink } from "~/ui/safe-link";
import { MarkdownPlainText } from "./markdown-plain-text";

// The markdown pipeline (react-markdown, remark-gfm, rehype-sanitize and the
// element map): the largest script of the site. Pages load it only when a body
// must be rendered in the browser (see load-markdown-renderer.tsx); the
// pre-rendered HTML needs none of it.

export type MarkdownTone = "default" | "on-dark";

/**
 * SPEC §5: only http, https, irc, ircs, mailto and xmpp URLs (or site paths)
 * survive, as the site's one link rule reads them and at the address it gives.
 */
function safeUrl(url: string): string {
  return linkTarget(url)?.href ?? "";
}

const linkClasses: Record<MarkdownTone, string> = {
  default: "font-semibold text-link underline decoration-2 underline-offset-4 hover:decoration-4",
  "on-dark":
    "font-semibold text-on-dark underline decoration-2 underline-offset-4 hover:decoration-4 focus-visible:outline-on-dark",
};

type AnchorProps = ComponentProps<"a"> & ExtraProps;

function makeLink(tone: MarkdownTone) {
  return function MarkdownLink({ href, children, node: _node, className: _className, ...props }: AnchorProps) {
    // A link whose URL was refused keeps its words but stops being a link.
    if (!href || !linkTarget(href)) return <span data-slot="markdown-refused-link">{children}</span>;
    return (
      <SafeLink {...props} href={href} className={linkClasses[tone]}>
        {children}
      </SafeLink>
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
function componentsFor(tone: MarkdownTone, headingLevel: number): Components {
  const key = `${tone}:${headingLevel}`;
  let components = componentCache.get(key);
  if (!components) {
    components = buildComponents(tone, headingLevel);
    componentCache.set(key, components);
  }
  return components;
}

function buildComponents(tone: MarkdownTone, headingLevel: number): Components {
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
        // A raw <img>, not Image: markdown puts pictures inside paragraphs, where Image's <figure> may not go.
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

export type MarkdownRenderProps = {
  source: string;
  tone: MarkdownTone;
  headingLevel: number;
  className: string;
};

/** One markdown body as elements: raw HTML dropped, URLs filtered, the site's element map. */
export function renderMarkdown({ source, tone, headingLevel, className }: MarkdownRenderProps): ReactElement {
  return (
    <MarkdownBoundary fallback={<MarkdownPlainText source={source} className={className} />}>
      <div data-slot="markdown" className={className}>
        <ReactMarkdown
          remarkPlugins={[remarkGfm]}
          rehypePlugins={[rehypeSanitize]}
          urlTransform={safeUrl}
          components={componentsFor(tone, headingLevel)}
        >
          {source}
        </ReactMarkdown>
      </div>
    </MarkdownBoundary>
  );
}
