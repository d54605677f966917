import { requireShowcasePage } from "../../model/showcase-pages";
import { collapsibleSections } from "~/features/showcase/pages/collapsible";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components/collapsible"));

export default function CollapsibleShowcase() {
  return <ShowcasePage slug="collapsible" sections={collapsibleSections} />;
}
