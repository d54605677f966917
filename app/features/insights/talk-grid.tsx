import type { Talk } from "../../../model/talk";
import { languageBadge } from "../../../model/talk-filter";
import { Button } from "~/ui/button";
import { ContentCard } from "~/ui/content-card";

/** SPEC §9: each card fades in 0.1 s after the one before it. */
export const STAGGER_STEP_S = 0.1;

type TalkGridProps = {
  talks: readonly Talk[];
  /** The empty state's 'Clear all filters'. */
  onClearAll: () => void;
};

/** SPEC §2 Insights: the talk cards (title, image, language and topic badges), or the empty state. */
export function TalkGrid({ talks, onClearAll }: TalkGridProps) {
  const empty = talks.length === 0;
  return (
    <div data-slot="talk-results">
      {/*
        The empty state's frame and live region stay in the page while there are talks (empty, taking no
        room): screen readers only announce a status region that existed before its words changed.
      */}
      <div
        data-slot={empty ? "talk-grid-empty" : undefined}
        className={
          empty
            ? "flex flex-col items-center gap-md rounded-card border-2 border-dashed border-ink bg-bg-default px-md py-section text-center"
            : undefined
        }
      >
        <div role="status" data-slot="talk-grid-status" className="flex flex-col items-center gap-md">
          {empty ? (
            <>
              <span aria-hidden="true" className="text-[2.5rem] leading-none">
                🔍
              </span>
              <h3 className="type-h3">No insights found</h3>
              <p className="text-body3 text-ink-muted">Try adjusting your filters or search terms</p>
            </>
          ) : null}
        </div>
        {empty ? (
          <Button variant="primary" onClick={onClearAll}>
            Clear all filters
          </Button>
        ) : null}
      </div>
      {empty ? null : (
        <>
          {/* The fade's keyframes (talk-card-in) live in app/styles/app.css: HTML allows no <style> in the body. */}
          <ul
            aria-label="Talks"
            data-slot="talk-grid"
            className="m-0 grid list-none gap-md p-0 sm:grid-cols-2 lg:grid-cols-3"
          >
            {talks.map((talk, index) => (
              <li
                key={talk.id}
                data-slot="talk-card"
                className="motion-safe:animate-[talk-card-in_400ms_ease-out_both]"
                style={{ animationDelay: `${(index * STAGGER_STEP_S).toFixed(1)}s` }}
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
        </>
      )}
    </div>
  );
}
