import { requireShowcasePage } from "../../model/showcase-pages";
import { buttonsSections } from "~/features/showcase/pages/buttons";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components/buttons"));

export default function ButtonsShowcase() {
  return <ShowcasePage slug="buttons" sections={buttonsSections} />;
}
