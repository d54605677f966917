import { requireShowcasePage } from "../../model/showcase-pages";
import { cardsSections } from "~/features/showcase/pages/cards";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components/cards"));

export default function CardsShowcase() {
  return <ShowcasePage slug="cards" sections={cardsSections} />;
}
