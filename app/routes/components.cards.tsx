import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";

export const meta = () => metaForPath("/components/cards");

export default function CardsShowcase() {
  return <ShowcasePage slug="cards" />;
}
