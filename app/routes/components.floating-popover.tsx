import { requireShowcasePage } from "../../model/showcase-pages";
import { floatingPopoverSections } from "~/features/showcase/pages/floating-popover";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components/floating-popover"));

export default function FloatingPopoverShowcase() {
  return <ShowcasePage slug="floating-popover" sections={floatingPopoverSections} />;
}
