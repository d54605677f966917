import type { CSSProperties } from "react";
import type { Talk } from "#model/content/talk.ts";
import { type TalkFilter, languageBadge, talkCardDelay, talkMatches } from "#model/content/talk-filter.ts";
import { Button } from "~/ui/button";
import { ContentCard } from "~/ui/content-card";

type TalkGridProps = {
  /** Every talk: the ones the filter leaves out are drawn hidden, so the island can show them again. */
  talks: readonly Talk[];
  applied: TalkFilter;
  /** Where 'Clear all filters' asks for the page without a filter, without script. */
  clearAction: string;
};

function EmptyText() {
  return (
    <>
      <span aria-hidden="true" className="text-[2.5rem] leading-none">
        🔍
      </span>
      <h3 className="type-h3">No insights found</h3>
      <p className="text-body3 text-ink-muted">Try adjusting your filters or search terms</p>
    </>
  );
}

/**
 * SPEC §2 Insights: the talk cards (title, image, language and topic badges), or the empty state.
 * Each card says its language and topics (data-language, data-topics) for the island that filters
 * them in place (app/islands/talk-filter.ts).
 */
export function TalkGrid({ talks, applied, clearAction }: TalkGridProps) {
  let shown = 0;
  const cards = talks.map((talk) => ({ talk, index: talkMatches(talk, applied) ? shown++ : undefined }));
  const empty = shown === 0;
  return (
    <div data-slot="talk-results">
      {/*
        The empty state's frame and live region stay in the page while there are talks (empty, taking no
        room): screen readers only announce a status region that existed before its words changed. Its
        words wait in a template for the island to put in.
      */}
      <div
        data-slot="talk-grid-empty"
        data-empty={empty ? "" : undefined}
        className="data-empty:flex data-empty:flex-col data-empty:items-center data-empty:gap-md data-empty:rounded-card data-empty:border-2 data-empty:border-dashed data-empty:border-ink data-empty:bg-bg-default data-empty:px-md data-empty:py-section data-empty:text-center"
      >
        <div role="status" data-slot="talk-grid-status" className="flex flex-col items-center gap-md">
          {empty ? <EmptyText /> : null}
        </div>
        <template data-slot="talk-grid-empty-text">
          <EmptyText />
        </template>
        {/* Without script, a GET of the page with no filter in the address: every language and topic. */}
        <form method="get" action={clearAction}>
          <Button variant="primary" type="submit" data-action="clear-all" hidden={!empty}>
            Clear all filters
          </Button>
        </form>
      </div>
      {/* The fade's keyframes (talk-card-in) live in app/styles/app.css: HTML allows no <style> in the body. */}
      <ul
        aria-label="Talks"
        data-slot="talk-grid"
        hidden={empty}
        className="m-0 grid list-none gap-md p-0 sm:grid-cols-2 lg:grid-cols-3"
      >
        {cards.map(({ talk, index }) => (
          <li
            key={talk.id}
            data-slot="talk-card"
            data-language={talk.language}
            data-topics={JSON.stringify(talk.topics)}
            hidden={index === undefined}
            className="motion-safe:animate-[talk-card-in_400ms_ease-out_both]"
            style={index === undefined ? undefined : ({ animationDelay: talkCardDelay(index) } satisfies CSSProperties)}
          >
            <ContentCard
              title={talk.title}
              image={{ src: talk.image, alt: "" }}
              badges={[{ text: languageBadge(talk) }, ...talk.topics.map((topic) => ({ text: topic }))]}
              action={{ type: "external", url: talk.url }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
