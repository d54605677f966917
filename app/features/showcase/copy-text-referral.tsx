import { Copy } from "lucide-react";
import { COPY_CONFIRMATIONS } from "~/ui/clipboard";
import { CopyText } from "~/ui/copy-text";
import { DemoItem } from "./demo-label";

/** A referral code's copy button, as a page without the app's scripts has it: its code loads on the first tap. */
export function CopyTextReferral() {
  return (
    <DemoItem label='CopyText text="MOCHI-10" clickedLabel="Copied!"'>
      <div className="flex flex-wrap items-center gap-sm rounded-card border-2 border-dashed border-ink bg-bg-subtle p-sm">
        <span className="text-caption font-semibold">Referral code</span>
        <code className="rounded-sm bg-bg-default px-sm py-xs font-mono text-body3 font-bold tracking-wider">
          MOCHI-10
        </code>
        <CopyText
          text="MOCHI-10"
          size="sm"
          clickedLabel={COPY_CONFIRMATIONS.button}
          icon={<Copy aria-hidden="true" className="size-4" />}
        >
          Copy
        </CopyText>
      </div>
    </DemoItem>
  );
}
