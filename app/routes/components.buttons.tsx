import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";

export const meta = () => metaForPath("/components/buttons");

export default function ButtonsShowcase() {
  return <ShowcasePage slug="buttons" />;
}
