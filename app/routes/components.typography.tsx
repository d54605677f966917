import { requireShowcasePage } from "../../model/showcase-pages";
import { typographySections } from "~/features/showcase/pages/typography";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components/typography"));

export default function TypographyShowcase() {
  return <ShowcasePage slug="typography" sections={typographySections} />;
}
