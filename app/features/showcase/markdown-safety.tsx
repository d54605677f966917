import { siteConfig } from "../../site-config";
import { Markdown } from "../../ui/markdown";
import { DemoLabel } from "./demo-label";

const source = `# What a card description can hold

**Bold**, _italic_, ~~struck through~~ and \`inline code\`.

- [How I work](/experiences) is a site link and stays in this tab
- [A long read](https://medium.com/@sekar-wulandari-example) starts with http, so it opens a new tab
- [Write to me](mailto:${siteConfig.emails.general}) opens your mail app
- [A javascript: link](javascript:alert('no')) keeps its words but loses its URL

> Mochi approves of tidy research notes.

<script>alert("never runs")</script><img src="x" onerror="alert('never runs either')">`;

/** Markdown as content authors write it, and what the component makes of it. */
export function MarkdownSafety() {
  return (
    <div className="grid gap-lg lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-sm">
        <DemoLabel>source</DemoLabel>
        {/* A scrollable area reachable by keyboard; a name needs a role on <pre>. */}
        <pre
          tabIndex={0}
          role="region"
          aria-label="Markdown source"
          className="overflow-x-auto rounded-card bg-bg-dark-primary p-md font-mono text-caption whitespace-pre-wrap text-on-dark"
        >
          {source}
        </pre>
      </div>
      <div className="flex min-w-0 flex-col gap-sm">
        <DemoLabel>rendered</DemoLabel>
        <div className="rounded-card border-2 border-border-soft p-md">
          <Markdown>{source}</Markdown>
        </div>
      </div>
    </div>
  );
}
