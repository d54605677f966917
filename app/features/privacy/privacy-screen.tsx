import { siteConfig } from "~/site-config";
import { Breadcrumb } from "~/ui/breadcrumb";
import { PageHero } from "~/ui/page-hero";
import { SafeLink } from "~/ui/safe-link";

/** Last time the policy text below changed; update it with the text. */
const LAST_UPDATED = "22 November 2026";

export function PrivacyScreen() {
  const { owner, emails } = siteConfig;
  return (
    <>
      <PageHero
        before={<Breadcrumb entries={[{ label: "Home", href: "/" }, { label: "Privacy Policy" }]} />}
        title="Privacy Policy"
        subtitle={`Plain words about what this site collects, what stays in your browser, and what you can ask ${owner.firstName} to delete. Last updated ${LAST_UPDATED}.`}
      />
      <article className="mx-auto flex w-full max-w-3xl flex-col gap-xl px-md pb-section text-body3 leading-relaxed md:px-xl [&_a]:text-link [&_a]:underline [&_a]:underline-offset-4 [&_h2]:type-h3 [&_li]:ml-lg [&_li]:list-disc [&_section]:flex [&_section]:flex-col [&_section]:gap-sm">
        <section aria-labelledby="who">
          <h2 id="who">Who runs this site</h2>
          <p>
            This is the personal website of {owner.name}, {owner.role}, based in {owner.location}. {owner.name} is the
            controller of any personal data described here. You can reach {owner.firstName} at{" "}
            <SafeLink href={`mailto:${emails.general}`}>{emails.general}</SafeLink>.
          </p>
        </section>

        <section aria-labelledby="no-accounts">
          <h2 id="no-accounts">No accounts, no forms that store your data</h2>
          <p>
            You can read everything here without signing up. The site has no user accounts and no comment system. If you
            write an e-mail, it is handled like any other e-mail and kept only as long as the conversation needs it.
          </p>
        </section>

        <section aria-labelledby="analytics">
          <h2 id="analytics">Visit statistics (tag manager)</h2>
          <p>
            When it is switched on, the site loads Google Tag Manager once per visit to count visits and see which pages
            are useful. It can record:
          </p>
          <ul>
            <li>the pages you view, the page you came from, and when;</li>
            <li>your browser, device type, screen size and language;</li>
            <li>an approximate location derived from your IP address (country or city, not your address);</li>
            <li>clicks on outbound links such as the template store or a recommendation.</li>
          </ul>
          <p>
            These statistics are used only to improve the site; they are never sold. Blocking scripts or using your
            browser's tracking protection stops them, and the site works the same without them.
          </p>
        </section>

        <section aria-labelledby="browser-storage">
          <h2 id="browser-storage">What stays in your browser</h2>
          <p>
            To load the Inspirations guides quickly, the site keeps a copy of the guide list in your browser's{" "}
            <em>session storage</em> under two entries: the data itself and the time it was fetched. The copy is
            considered fresh for five minutes, is never sent anywhere, and disappears when you close the tab. It holds
            only the public guide content, nothing about you. The site sets no advertising cookies.
          </p>
        </section>

        <section aria-labelledby="third-parties">
          <h2 id="third-parties">Payments, stores and affiliate links</h2>
          <p>
            Templates are sold through an external payment store. When you buy one you leave this site, and the store's
            own privacy policy covers your payment and contact details; this site never sees your card number.
          </p>
          <p>
            Some links on the Inspirations pages are affiliate links (for example to Amazon): if you buy through them,{" "}
            {owner.firstName} may earn a small commission at no extra cost to you. The shop you land on may set its own
            cookies to credit the referral. Pages with such links say so.
          </p>
          <p>
            Links to other sites (talk recordings, profiles, articles) open in a new tab and are covered by those sites'
            own policies.
          </p>
        </section>

        <section aria-labelledby="rights">
          <h2 id="rights">Your rights and how to ask for deletion</h2>
          <p>
            You can ask what data about you exists, ask for a copy, ask for it to be corrected, or ask for it to be
            deleted. Write to <SafeLink href={`mailto:${emails.general}`}>{emails.general}</SafeLink> with the subject
            "Privacy request"; you will get an answer within 30 days. Visit statistics are kept for at most 14 months
            and can be deleted on request for a given period.
          </p>
        </section>

        <section aria-labelledby="changes">
          <h2 id="changes">Changes to this policy</h2>
          <p>If what the site collects changes, this page changes first, with a new date at the top.</p>
        </section>
      </article>
    </>
  );
}
