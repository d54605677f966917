import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";
import { Toaster } from "../ui/toaster";

export const meta = () => metaForPath("/components/buttons");

export default function ButtonsShowcase() {
  return (
    <ShowcasePage slug="buttons">
      {/* The copy and toast demos raise toasts; only this page loads sonner. */}
      <Toaster />
    </ShowcasePage>
  );
}
