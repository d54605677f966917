import { requireShowcasePage } from "#model/pages/showcase-pages.ts";
import { ShowcaseIndexScreen } from "~/features/showcase/showcase-index-screen";
import { metaForPage } from "~/shell/page-meta";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";

// Links to the showcase pages and nothing that needs code: the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => metaForPage(requireShowcasePage("/components"));

export default function ComponentsIndex() {
  return <ShowcaseIndexScreen />;
}
