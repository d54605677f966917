import { requireShowcasePage } from "../../model/showcase-pages";
import { ShowcaseIndexScreen } from "~/features/showcase/showcase-index-screen";
import { metaForPage } from "~/shell/page-meta";

export const meta = () => metaForPage(requireShowcasePage("/components"));

export default function ComponentsIndex() {
  return <ShowcaseIndexScreen />;
}
