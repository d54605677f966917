import { useSearchParams } from "react-router";
import { initialTalkFilter, talkFilterFromQuery } from "#model/content/talk-filter.ts";
import { InsightsPage } from "~/features/insights/insights-page";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath } from "~/shell/page-meta";

// Text, pictures, links and platform popovers: the talk filter is an island (app/islands/talk-filter.ts),
// so the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => metaForPath("/insights");

/**
 * The talks the address asks for (`?language=…&topics=…`, what the filter form sends), unknown values
 * ignored. The pre-render has no query, so it draws every talk; the island applies a query when it starts.
 */
export default function Insights() {
  const [params] = useSearchParams();
  return <InsightsPage applied={talkFilterFromQuery(params) ?? initialTalkFilter} />;
}
