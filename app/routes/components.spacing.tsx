import { requireShowcasePage } from "../../model/showcase-pages";
import { spacingSections } from "~/features/showcase/pages/spacing";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components/spacing"));

export default function SpacingShowcase() {
  return <ShowcasePage slug="spacing" sections={spacingSections} />;
}
