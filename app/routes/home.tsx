import { teaserGuideCards } from "../../model/guide-teaser";
import { readContentSnapshot } from "../../server/content/snapshot.server";
import { HomeScreen } from "~/features/home/home-screen";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath, ownerJsonLd } from "~/shell/page-meta";

/** Pre-render time only: the teaser's three guides, small, from the content snapshot (no query layer on home). */
export async function loader() {
  const { inspirations } = await readContentSnapshot();
  return { teaserGuides: teaserGuideCards(inspirations.guides, inspirations.items) };
}

// Text, pictures and links: the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => [...metaForPath("/"), ownerJsonLd()];

export default HomeScreen;
