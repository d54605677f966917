import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";
import { Toaster } from "../ui/toaster";

export const meta = () => metaForPath("/components/collapsible");

export default function CollapsibleShowcase() {
  return (
    <ShowcasePage slug="collapsible">
      {/* The contact cards' copy action confirms with a toast. */}
      <Toaster />
    </ShowcasePage>
  );
}
