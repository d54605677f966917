import { teaserGuideCards } from "#model/content/guide-teaser.ts";
import { pageContent } from "#server/content/page-content.ts";
import type { Route } from "./+types/home";
import { HomeScreen } from "~/features/home/home-screen";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath, ownerJsonLd } from "~/shell/page-meta";

/** The teaser's three guides, small, from the page's content. */
export async function loader({ context }: Route.LoaderArgs) {
  const { inspirations } = await pageContent(context);
  return { teaserGuides: teaserGuideCards(inspirations.guides, inspirations.items) };
}

// Text, pictures and links: the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => [...metaForPath("/"), ownerJsonLd()];

export default HomeScreen;
