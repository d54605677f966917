import { requireShowcasePage } from "../../model/showcase-pages";
import { imagesSections } from "~/features/showcase/pages/images";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components/images"));

export default function ImagesShowcase() {
  return <ShowcasePage slug="images" sections={imagesSections} />;
}
