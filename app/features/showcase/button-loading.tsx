import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/ui/button";
import { DemoItem } from "./demo-label";

export function ButtonLoading() {
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function send() {
    setSending(true);
    // Stands in for real work: the demo only waits.
    timer.current = setTimeout(() => setSending(false), 1500);
  }

  return (
    <div className="flex flex-wrap items-end gap-lg">
      <DemoItem label="loading (always)">
        <Button loading>Saving</Button>
      </DemoItem>
      <DemoItem label='loading, variant="secondary"'>
        <Button loading variant="secondary">
          Loading
        </Button>
      </DemoItem>
      <DemoItem label="click me: loading for 1.5 s">
        <Button loading={sending} onClick={send} icon={<Send aria-hidden="true" className="size-4" />}>
          {sending ? "Sending…" : "Send message"}
        </Button>
      </DemoItem>
    </div>
  );
}
