import { useRef } from "react";
import { Button } from "~/ui/button";
import { showToast } from "~/ui/toasts";
import { COPY_CONFIRMATIONS } from "~/ui/use-copy-to-clipboard";

export function ToasterNotifications() {
  const count = useRef(0);
  return (
    <div className="flex flex-col gap-md">
      <div className="flex flex-wrap gap-md">
        <Button variant="secondary" onClick={() => showToast(COPY_CONFIRMATIONS.text, "success")}>
          Show a confirmation
        </Button>
        <Button
          variant="tertiary"
          onClick={() => {
            for (let i = 0; i < 5; i += 1) {
              count.current += 1;
              showToast(`Notification ${count.current}`);
            }
          }}
        >
          Send five at once
        </Button>
      </div>
      <p className="text-caption text-ink-muted">
        At most three toasts show at a time; each leaves after four seconds, or swipe it away.
      </p>
    </div>
  );
}
