import { PrivacyScreen } from "~/features/privacy/privacy-screen";
import { metaForPath } from "~/shell/page-meta";

export const meta = () => metaForPath("/privacy");

export default function Privacy() {
  return <PrivacyScreen />;
}
