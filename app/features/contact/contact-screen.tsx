import { ContactCards } from "./contact-cards";
import { StayInTouch } from "./stay-in-touch";
import { Breadcrumb } from "~/ui/breadcrumb";
import { Highlight, PageHero } from "~/ui/page-hero";
import { Section } from "~/ui/section";
import { ToasterMarkup } from "~/ui/toaster";

export function ContactScreen() {
  return (
    <>
      <PageHero
        before={<Breadcrumb entries={[{ label: "Home", href: "/" }, { label: "Contact" }]} />}
        title={
          <>
            Let's keep it <Highlight>human.</Highlight>
          </>
        }
        subtitle="Get in touch"
      />
      <Section
        id="contact-categories"
        titleId="contact-categories-title"
        title="What brings you here?"
        emoji="👋"
        background="subtle"
        intro="Pick the card closest to your reason; each one says what helps me answer quickly."
      >
        <ContactCards />
      </Section>
      <Section id="stay-in-touch" titleId="stay-in-touch-title" title="Stay in touch" emoji="💌">
        <StayInTouch />
      </Section>
      <ToasterMarkup />
    </>
  );
}
