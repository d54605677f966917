import { Copy } from "lucide-react";
import type { ReactNode } from "react";
import { type DetailEntry, classifyDetail } from "#model/ui/expandable-card.ts";
import { CaseStudyCard } from "~/blocks/case-study-card";
import { CollapseButton } from "~/blocks/expandable-card";
import { Button } from "~/ui/button";
import { COPY_CONFIRMATIONS } from "~/ui/clipboard";
import { cn } from "~/ui/cn";
import { CopyText } from "~/ui/copy-text";
import { Image } from "~/ui/image";
import { SafeLink } from "~/ui/safe-link";

// The parts of SPEC's expandable card that no page of the site uses (note, image, details, actions,
// 'Collapse all'), composed into the showcase's cards as their children.

/** SPEC §3 card action. */
export type CardAction = {
  label: string;
  icon?: ReactNode;
  variant?: "primary" | "secondary";
  href?: string;
  /** Open `href` in a new tab even when it is a page of this site (a page elsewhere always opens in one). */
  external?: boolean;
  /** Copy the card's e-mail address, confirming with 'Copied email to clipboard!' (the copy-text island; onClick is not called). */
  copyEmail?: string;
  onClick?: () => void;
};

/** A contact card's short note (SPEC: contact variant only). */
export function CardNote({ children }: { children: ReactNode }) {
  return (
    <p
      data-slot="expandable-card-note"
      className="rounded-card border-2 border-dashed border-ink bg-bg-default px-md py-sm text-caption"
    >
      {children}
    </p>
  );
}

/** A card's picture. */
export function CardImage({ src, alt }: { src: string; alt: string }) {
  return <Image src={src} alt={alt} widthPreset="2xl" loading="lazy" />;
}

/** SPEC §3 card details: strings, text, case-study and image entries, and the placeholder for unknown ones. */
export function CardDetails({ entries }: { entries: readonly DetailEntry[] }) {
  return (
    <ul data-slot="expandable-card-details" className="flex flex-col gap-sm">
      {entries.map((entry, index) => {
        const view = classifyDetail(entry);
        switch (view.kind) {
          case "case-study":
            return (
              <li key={index} className="max-w-[24rem]">
                <CaseStudyCard caseStudy={view} />
              </li>
            );
          case "image":
            return (
              <li key={index}>
                <CardImage src={view.src} alt={view.alt} />
              </li>
            );
          default:
            return (
              <li
                key={index}
                data-kind={view.kind}
                className={cn(
                  "relative pl-lg before:absolute before:left-xs before:text-primary before:content-['•']",
                  view.kind === "unknown" && "text-ink-muted italic",
                )}
              >
                {view.text}
              </li>
            );
        }
      })}
    </ul>
  );
}

function ActionButton({ action }: { action: CardAction }) {
  const variant = action.variant ?? "secondary";
  if (action.copyEmail) {
    // The island copy-text copies; the page needs a ToasterMarkup for the toast.
    return (
      <CopyText
        text={action.copyEmail}
        toast={COPY_CONFIRMATIONS.email}
        clickedLabel={action.label}
        variant={variant}
        icon={action.icon ?? <Copy aria-hidden="true" className="size-4" />}
      >
        {action.label}
      </CopyText>
    );
  }
  if (action.href) {
    return (
      <Button asChild variant={variant} icon={action.icon} onClick={action.onClick}>
        <SafeLink href={action.href} newTab={action.external}>
          {action.label}
        </SafeLink>
      </Button>
    );
  }
  return (
    <Button variant={variant} icon={action.icon} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

/** SPEC §3 card actions: links, click actions and copying the card's address. */
export function CardActions({ actions }: { actions: readonly CardAction[] }) {
  return (
    <div className="flex flex-wrap gap-sm">
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} />
      ))}
    </div>
  );
}

/** A group's 'Collapse all', first in the group: the island expandable-card closes the group's cards. */
export function CollapseAll() {
  return (
    // A click before the island's code came is replayed.
    <div data-island="expandable-card" className="flex justify-end noscript:hidden">
      <CollapseButton variant="ghost" slot="expandable-card-collapse-all">
        Collapse all
      </CollapseButton>
    </div>
  );
}
