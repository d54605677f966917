import { siteConfig } from "~/site-config";
import { Markdown } from "~/ui/markdown";
import { SourceBesideRendered } from "./source-beside-rendered";

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
    <SourceBesideRendered source={source} sourceName="Markdown source">
      <div className="rounded-card border-2 border-border-soft p-md">
        <Markdown>{source}</Markdown>
      </div>
    </SourceBesideRendered>
  );
}
