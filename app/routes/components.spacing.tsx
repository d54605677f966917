import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";

export const meta = () => metaForPath("/components/spacing");

export default function SpacingShowcase() {
  return <ShowcasePage slug="spacing" />;
}
