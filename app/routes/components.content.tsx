import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";

export const meta = () => metaForPath("/components/content");

export default function ContentShowcase() {
  return <ShowcasePage slug="content" />;
}
