import { ContactScreen } from "~/features/contact/contact-screen";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath } from "~/shell/page-meta";

// Cards on <details>, links, and a Copy button whose code loads on first use (an island): the page
// runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => metaForPath("/contact");

export default function Contact() {
  return <ContactScreen />;
}
