import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";

export const meta = () => metaForPath("/components/collapsible");

export default function CollapsibleShowcase() {
  return <ShowcasePage slug="collapsible" />;
}
