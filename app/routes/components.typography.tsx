import { ShowcasePage } from "../features/showcase/showcase-page";
import { metaForPath } from "../shell/page-meta";

export const meta = () => metaForPath("/components/typography");

export default function TypographyShowcase() {
  return <ShowcasePage slug="typography" />;
}
