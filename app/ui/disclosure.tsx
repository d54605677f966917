import {
  type ComponentPropsWithRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type SyntheticEvent,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
} from "react";
import { useLocation } from "react-router";
import { HASH_SCROLL_DELAY_MS, hashTarget } from "./hash-target";
import { cn } from "./cn";
import { moveGroupFocus } from "./disclosure-keys";
import { scrollToSection } from "./scroll-to-section";

/** The `name` the disclosures of an exclusive group share, so the browser keeps one open. */
const GroupNameContext = createContext<string | undefined>(undefined);

type GroupProps = Omit<ComponentPropsWithoutRef<"div">, "onKeyDown"> & {
  /** One open at a time (the browser closes the others: `<details name>`). */
  exclusive?: boolean;
  /**
   * The arrow keys come from the island disclosure-group (app/islands/disclosure-group.ts), loaded
   * when focus first enters the group, instead of React: for pages that run no app JavaScript.
   */
  keysFromIsland?: boolean;
};

/**
 * Disclosures that belong together: arrow keys, Home and End move between their
 * triggers (an enhancement; Tab works without script), and when `exclusive` the
 * browser itself keeps only one of them open.
 */
function Group({ exclusive = false, keysFromIsland = false, children, ...props }: GroupProps) {
  const name = useId();

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (moveGroupFocus(event.currentTarget, event.target, event.key)) event.preventDefault();
  }

  return (
    <div
      data-disclosure-group=""
      {...(keysFromIsland ? { "data-island": "disclosure-group" } : { onKeyDown: moveFocus })}
      {...props}
    >
      <GroupNameContext.Provider value={exclusive ? name : undefined}>{children}</GroupNameContext.Provider>
    </div>
  );
}

type RootProps = Omit<ComponentPropsWithRef<"details">, "open" | "onToggle"> & {
  /** Controlled: the disclosure follows this value; the visitor's toggles arrive through onOpenChange. */
  open?: boolean;
  /** Uncontrolled: open in the pre-rendered page. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A `<details>`: the browser opens and closes it (before and without the page's
 * script, by click, Enter, Space and by a fragment link to anything inside it),
 * and animates it in CSS. React never sets `open` while uncontrolled, so a
 * disclosure the visitor opened before hydration stays open.
 */
function Root({ open, defaultOpen, onOpenChange, name, className, children, ref: forwardedRef, ...props }: RootProps) {
  const groupName = useContext(GroupNameContext);
  const ref = useRef<HTMLDetailsElement | null>(null);
  const setRef = useCallback(
    (node: HTMLDetailsElement | null) => {
      ref.current = node;
      if (typeof forwardedRef === "function") forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  const controlled = open !== undefined;
  const reportChange = useRef(onOpenChange);
  useEffect(() => {
    reportChange.current = onOpenChange;
  });

  // A controlled disclosure the visitor toggled before hydration tells its owner what it shows.
  useEffect(() => {
    const details = ref.current;
    if (controlled && details && details.open !== open) reportChange.current?.(details.open);
    // Only at mount: later differences are the owner's own changes on their way to the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function toggled(event: SyntheticEvent<HTMLDetailsElement>) {
    onOpenChange?.(event.currentTarget.open);
  }

  return (
    <details
      ref={setRef}
      name={name ?? groupName}
      open={controlled ? open : defaultOpen || undefined}
      onToggle={toggled}
      className={cn(
        "group/disclosure",
        // The open/close animation: the content slot's height moves between 0 and auto.
        "[interpolate-size:allow-keywords] details-content:h-0 details-content:overflow-y-clip details-content:transition-[height,content-visibility] details-content:transition-discrete details-content:duration-300 details-content:ease-out open:details-content:h-auto motion-reduce:details-content:transition-none",
        // The one a URL fragment points into opens at once: while it animated, Chromium could drop its
        // smooth scroll to the fragment on arrival, leaving the opened disclosure out of sight.
        "has-[:target]:details-content:transition-none",
        className,
      )}
      {...props}
    >
      {children}
    </details>
  );
}

/** The `<summary>` that opens and closes its disclosure; the browser gives it its role and state. */
function Trigger({ className, ...props }: ComponentPropsWithoutRef<"summary">) {
  return (
    <summary className={cn("cursor-pointer list-none [&::-webkit-details-marker]:hidden", className)} {...props} />
  );
}

/** What the disclosure shows when open. */
function Content(props: ComponentPropsWithoutRef<"div">) {
  return <div {...props} />;
}

/**
 * An invisible fragment target at the disclosure's top edge: a link to `#id`
 * makes the browser open the disclosure (it reveals closed `<details>` around a
 * fragment's target) and scroll to the disclosure's top, with or without script
 * (the Root opens without its animation then, so the scroll lands).
 * Place it right after the Trigger, and make the Root `relative`.
 */
function Anchor({ id, className }: { id: string; className?: string }) {
  return <span id={id} aria-hidden="true" className={cn("absolute top-0 left-0", className)} />;
}

/** Opens the disclosures around the element with this id (for in-page navigation the browser does not see). */
export function openDisclosureAround(id: string): HTMLElement | null {
  const target = document.getElementById(id);
  for (let details = target?.closest("details"); details; details = details.parentElement?.closest("details")) {
    details.open = true;
  }
  return target;
}

/**
 * Opens the disclosure a URL hash names (one of `ids`) and, after 300 ms (SPEC
 * §9), scrolls to it: for the app's own navigations, which the browser does not
 * see (on arrival the browser has opened and scrolled to it already; this lands
 * on the same place). The location key changes on every navigation, so the same
 * hash clicked again scrolls again.
 */
export function useHashDisclosure(ids: readonly string[]): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const target = hashTarget(hash, ids);
    if (!target) return;
    openDisclosureAround(target);
    const timer = window.setTimeout(() => scrollToSection(document.getElementById(target)), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key, ids]);
}

export const Disclosure = { Group, Root, Trigger, Content, Anchor };
