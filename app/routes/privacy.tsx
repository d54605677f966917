import { PrivacyScreen } from "~/features/privacy/privacy-screen";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath } from "~/shell/page-meta";

// Text and links only: the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => metaForPath("/privacy");

export default function Privacy() {
  return <PrivacyScreen />;
}
