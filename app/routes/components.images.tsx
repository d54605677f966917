import { requireShowcasePage } from "../../model/showcase-pages";
import { showcaseJumpEntries } from "~/features/showcase/outline";
import { imagesSections } from "~/features/showcase/pages/images";
import { ShowcasePage } from "~/features/showcase/showcase-page";
import { MAIN_CONTENT_ID } from "~/shell/skip-link";
import { metaForPage } from "~/shell/page-meta";
import { JumpMenu } from "~/ui/jump-menu";

export const meta = () => metaForPage(requireShowcasePage("/components/images"));

const jumpEntries = showcaseJumpEntries("images", imagesSections);

export default function ImagesShowcase() {
  return (
    <ShowcasePage slug="images" sections={imagesSections}>
      {/* SPEC Components pages: the images page has a floating jump-to table of contents. */}
      <JumpMenu entries={jumpEntries} label="Jump to" topTargetId={MAIN_CONTENT_ID} />
    </ShowcasePage>
  );
}
