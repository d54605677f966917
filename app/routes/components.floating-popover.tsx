import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";

export const meta = () => metaForPath("/components/floating-popover");

export default function FloatingPopoverShowcase() {
  return <ShowcasePage slug="floating-popover" />;
}
