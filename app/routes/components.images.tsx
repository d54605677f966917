import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";

export const meta = () => metaForPath("/components/images");

export default function ImagesShowcase() {
  return <ShowcasePage slug="images" />;
}
