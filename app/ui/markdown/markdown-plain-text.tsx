/** The source shown as inert, readable text when it cannot be parsed safely. */
export function MarkdownPlainText({ source, className }: { source: string; className: string }) {
  return (
    <div data-slot="markdown" data-fallback="plain-text" className={className}>
      <p className="whitespace-pre-line">{source}</p>
    </div>
  );
}
