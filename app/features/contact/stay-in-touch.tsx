import { Copy, ExternalLink } from "lucide-react";
import { siteConfig } from "~/site-config";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { COPY_CONFIRMATIONS } from "~/ui/clipboard";
import { CopyText } from "~/ui/copy-text";

const profiles = [
  { label: "LinkedIn", href: siteConfig.profiles.professionalNetwork, note: "work updates" },
  { label: "Medium", href: siteConfig.profiles.blogging, note: "long-form writing" },
  { label: "Instagram", href: siteConfig.profiles.photoSharing, note: "Mochi, mostly" },
] as const;

/**
 * SPEC §2 Contact 'Stay in touch': the general address with Copy, and the three profiles. Copy is
 * an island (its code loads on first use) and hidden without JavaScript; the mail link stays.
 */
export function StayInTouch() {
  const email = siteConfig.emails.general;
  return (
    <div className="flex flex-col gap-lg">
      <div className="flex flex-col gap-sm rounded-card border-2 border-ink bg-bg-default p-md md:p-lg">
        <p className="text-caption font-semibold tracking-wider text-ink-muted uppercase">Anything else</p>
        <div className="flex flex-wrap items-center gap-sm">
          <SafeLink
            href={`mailto:${email}`}
            className="inline-flex min-h-11 items-center font-semibold break-all text-link underline decoration-2 underline-offset-4"
          >
            {email}
          </SafeLink>
          <CopyText
            text={email}
            toast={COPY_CONFIRMATIONS.text}
            variant="secondary"
            size="sm"
            icon={<Copy aria-hidden="true" className="size-4" />}
            clickedLabel="Copied"
            aria-label={`Copy ${email}`}
          >
            Copy
          </CopyText>
        </div>
      </div>
      <ul aria-label="Profiles" className="m-0 flex list-none flex-wrap gap-sm p-0">
        {profiles.map((profile) => (
          <li key={profile.label}>
            <Button
              asChild
              variant="tertiary"
              icon={<ExternalLink aria-hidden="true" className="size-4" />}
              iconPosition="end"
            >
              <SafeLink href={profile.href}>
                {profile.label}
                <span className="sr-only"> ({profile.note})</span>
              </SafeLink>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
