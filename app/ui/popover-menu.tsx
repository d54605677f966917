import type { ReactNode } from "react";
import { linkTarget } from "#model/security/safe-links.ts";
import { cn } from "./cn";
import { useCloseFloatingPopover } from "./floating-popover";
import { SafeLink } from "./safe-link";

/** SPEC §3 navigation item (showcase): id, label, icon, sub-items; plus what choosing it does. */
export type PopoverMenuItem = {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Where choosing it goes, by the site's one link rule (model/security/safe-links.ts): pages elsewhere open in a new tab. */
  href?: string;
  onSelect?: () => void;
  subItems?: readonly PopoverMenuItem[];
};

const itemClasses =
  "flex min-h-11 w-full items-center gap-sm rounded-md px-sm text-left text-body3 font-medium text-ink hover:bg-bg-subtle focus-visible:bg-bg-subtle";

function ItemControl({ item }: { item: PopoverMenuItem }) {
  const closePanel = useCloseFloatingPopover();
  // Choosing an entry closes the panel, which returns focus to its trigger.
  const choose = () => {
    item.onSelect?.();
    closePanel();
  };
  const content = (
    <>
      {item.icon ? (
        <span aria-hidden="true" className="grid size-5 shrink-0 place-items-center">
          {item.icon}
        </span>
      ) : null}
      <span>{item.label}</span>
    </>
  );
  // An address the rule refuses leaves the entry a plain action.
  if (item.href && linkTarget(item.href)) {
    return (
      <SafeLink href={item.href} onClick={choose} className={itemClasses}>
        {content}
      </SafeLink>
    );
  }
  return (
    <button type="button" onClick={choose} className={itemClasses}>
      {content}
    </button>
  );
}

function MenuList({ items, nested = false }: { items: readonly PopoverMenuItem[]; nested?: boolean }) {
  return (
    <ul className={cn("flex flex-col gap-xs", nested && "mt-xs ml-md border-l-2 border-border-soft pl-sm")}>
      {items.map((item) => (
        <li key={item.id} data-item-id={item.id}>
          <ItemControl item={item} />
          {item.subItems && item.subItems.length > 0 ? <MenuList items={item.subItems} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

type PopoverMenuProps = {
  items: readonly PopoverMenuItem[];
  /** Names the list for screen readers, e.g. 'Navigate' or 'Quick actions'. */
  label: string;
  /** "navigation" for places to go (a nav landmark), "actions" for things to do (a group). */
  kind?: "navigation" | "actions";
  className?: string;
};

/**
 * A list of entries inside a FloatingPopover (navigate menu, quick actions):
 * links or buttons of at least 44 px, with optional icons and nested sub-items.
 * Choosing one closes the panel.
 */
export function PopoverMenu({ items, label, kind = "navigation", className }: PopoverMenuProps) {
  if (kind === "actions") {
    return (
      <div role="group" aria-label={label} data-slot="popover-menu" className={className}>
        <MenuList items={items} />
      </div>
    );
  }
  return (
    <nav aria-label={label} data-slot="popover-menu" className={className}>
      <MenuList items={items} />
    </nav>
  );
}
