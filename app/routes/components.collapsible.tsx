import { requireShowcasePage } from "../../model/showcase-pages";
import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPage } from "../shell/page-meta";
import { Toaster } from "../ui/toaster";

export const meta = () => metaForPage(requireShowcasePage("/components/collapsible"));

export default function CollapsibleShowcase() {
  return (
    <ShowcasePage slug="collapsible">
      {/* The contact cards' copy action confirms with a toast. */}
      <Toaster />
    </ShowcasePage>
  );
}
