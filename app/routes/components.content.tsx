import { requireShowcasePage } from "../../model/showcase-pages";
import { contentSections } from "~/features/showcase/pages/content";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components/content"));

export default function ContentShowcase() {
  return <ShowcasePage slug="content" sections={contentSections} />;
}
