import { InsightsPage } from "~/features/insights/insights-page";
import { metaForPath } from "~/shell/page-meta";

export const meta = () => metaForPath("/insights");

export default function Insights() {
  return <InsightsPage />;
}
