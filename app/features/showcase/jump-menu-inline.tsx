import { JumpMenu } from "~/ui/jump-menu";
import { showcaseJumpEntries } from "./outline";
// The list this demo is part of; read at render time, so the circular import is harmless.
import { imagesSections } from "./pages/images";

export function JumpMenuInline() {
  return (
    <div className="flex flex-col gap-md">
      <p className="max-w-3xl text-body3 text-ink-muted">
        The same menu floats at the bottom right of this page. Here it sits in the flow (placement="inline") and starts
        open: its entries follow your scrolling too.
      </p>
      <JumpMenu
        entries={showcaseJumpEntries("images", imagesSections)}
        label="Jump to (example)"
        placement="inline"
        defaultOpen
      />
    </div>
  );
}
