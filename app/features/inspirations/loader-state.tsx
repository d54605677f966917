import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "~/ui/button";

/** SPEC §4/§8: the loader's error text when there is no data to show. */
export const LOAD_ERROR_TEXT = "Failed to load guides. Please try again.";

/** SPEC §4: 'Loading guides...' on the landing page, 'Loading...' on detail pages. */
export function LoadingState({ text }: { text: string }) {
  return (
    <p role="status" data-slot="inspirations-loading" className="text-body3 text-ink-muted motion-safe:animate-pulse">
      {text}
    </p>
  );
}

/** SPEC §4/§8: the error with no data, and a Retry that forces a fresh fetch. */
export function LoadErrorState({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <div role="alert" data-slot="inspirations-error" className="flex flex-col items-start gap-md rounded-card border-2 border-ink bg-bg-subtle p-lg">
      <p className="text-body3 font-semibold">{LOAD_ERROR_TEXT}</p>
      <Button
        variant="secondary"
        icon={<RotateCcw aria-hidden="true" className="size-4" />}
        loading={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry().finally(() => setRetrying(false));
        }}
      >
        Retry
      </Button>
    </div>
  );
}
