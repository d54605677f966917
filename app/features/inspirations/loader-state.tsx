import { RotateCcw } from "lucide-react";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";

/** SPEC §4/§8: the loader's error text when there is no data to show. */
export const LOAD_ERROR_TEXT = "Failed to load guides. Please try again.";

/**
 * SPEC §4/§8: the error with no data, drawn by the server, and a Retry that loads the page at
 * `href` (its own address) again: the server then asks the content source again. A plain link, so
 * it works with no script.
 */
export function LoadErrorState({ href }: { href: string }) {
  return (
    <div
      role="alert"
      data-slot="inspirations-error"
      className="flex flex-col items-start gap-md rounded-card border-2 border-ink bg-bg-subtle p-lg"
    >
      <p className="text-body3 font-semibold">{LOAD_ERROR_TEXT}</p>
      <Button asChild variant="secondary" icon={<RotateCcw aria-hidden="true" className="size-4" />}>
        <SafeLink href={href} reloadDocument>
          Retry
        </SafeLink>
      </Button>
    </div>
  );
}
