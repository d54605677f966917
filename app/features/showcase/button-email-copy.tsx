import { Check, Copy, Mail } from "lucide-react";
import { useId } from "react";
import { siteConfig } from "~/site-config";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { COPY_CONFIRMATIONS, useCopyToClipboard } from "~/ui/use-copy-to-clipboard";

/** The e-mail copy field: the address as a mail link beside a Copy button that confirms with a toast. */
export function ButtonEmailCopy() {
  const email = siteConfig.emails.general;
  const { copy, copied } = useCopyToClipboard();
  const labelId = useId();
  return (
    <div className="flex max-w-[36rem] flex-col gap-sm">
      <span id={labelId} className="text-caption font-semibold">
        E-mail
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex flex-wrap items-center gap-sm rounded-card border-2 border-ink bg-bg-subtle p-xs sm:flex-nowrap sm:rounded-pill"
      >
        <SafeLink
          href={`mailto:${email}`}
          className="inline-flex min-h-11 min-w-0 flex-1 items-center gap-sm rounded-pill px-md font-mono text-caption break-all underline-offset-4 hover:underline sm:text-body3"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {email}
        </SafeLink>
        <Button
          size="sm"
          variant={copied ? "primary" : "secondary"}
          icon={
            copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />
          }
          onClick={() => void copy(email, { toast: COPY_CONFIRMATIONS.email })}
          aria-label={copied ? "Copied!" : "Copy e-mail address"}
        >
          {copied ? "Copied!" : "Copy"}
        </Button>
      </div>
    </div>
  );
}
