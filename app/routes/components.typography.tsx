import { requireShowcasePage } from "#model/pages/showcase-pages.ts";
import { typographySections } from "~/features/showcase/pages/typography";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";
import { APP_ON_FIRST_USE } from "~/shell/page-scripts";

// The live demos are the app's own components: the app starts when the visitor first reaches for the page (decision 031).
export const handle = APP_ON_FIRST_USE;

export const meta = () => metaForPage(requireShowcasePage("/components/typography"));

export default function TypographyShowcase() {
  return <ShowcasePage slug="typography" sections={typographySections} />;
}
