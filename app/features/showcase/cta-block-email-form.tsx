import { useState } from "react";
import { CtaBlock } from "~/ui/cta-block";

/** A CTA with the e-mail form: required, type email, cleared after submit; the demo only logs. */
export function CtaBlockEmailForm() {
  const [last, setLast] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-sm">
      <CtaBlock
        headingLevel={3}
        background="dark-primary"
        title="Get the next template first"
        description="One e-mail when something new is in the store. Nothing else."
        form={{
          placeholder: "you@example.com",
          buttonText: "Subscribe",
          onSubmit: (email) => {
            console.log("Demo action: subscribe", email);
            setLast(email);
          },
        }}
      />
      <p role="status" className="text-caption text-ink-muted">
        {last
          ? `Handed to the handler: ${last}`
          : "Submit an address: it is handed to the handler and the field clears."}
      </p>
    </div>
  );
}
