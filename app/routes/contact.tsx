import { ContactScreen } from "~/features/contact/contact-screen";
import { metaForPath } from "~/shell/page-meta";

export const meta = () => metaForPath("/contact");

export default function Contact() {
  return <ContactScreen />;
}
