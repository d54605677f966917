import { metaForPath } from "../shell/page-meta";
import { Breadcrumb } from "../ui/breadcrumb";
import { Highlight, PageHero } from "../ui/page-hero";

export const meta = () => metaForPath("/contact");

export default function Contact() {
  return (
    <PageHero
      before={<Breadcrumb entries={[{ label: "Home", href: "/" }, { label: "Contact" }]} />}
      title={
        <>
          Let's keep it <Highlight>human.</Highlight>
        </>
      }
      subtitle="Get in touch"
    />
  );
}
