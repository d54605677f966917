import { type ReactElement, type Ref, type SyntheticEvent, cloneElement } from "react";

type Handler = (event: SyntheticEvent) => void;

/**
 * The trigger with what a popover trigger announces (it opens a dialog, and
 * whether it is open) and `handlers` run after the trigger's own handlers of
 * the same name, unless those prevented the default. `ref` replaces any ref
 * the trigger element has (none of the site's triggers has one).
 */
export function withTriggerProps(
  trigger: ReactElement,
  open: boolean,
  handlers: Record<string, Handler>,
  ref?: Ref<HTMLElement>,
): ReactElement {
  // A trigger's own props are whatever its component takes; only handlers are read from them.
  const own = trigger.props as Record<string, unknown>;
  const composed = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]): [string, Handler] => [
      name,
      (event) => {
        const ownHandler = own[name];
        if (typeof ownHandler === "function") (ownHandler as Handler)(event);
        if (!event.defaultPrevented) handler(event);
      },
    ]),
  );
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    ...composed,
    ...(ref ? { ref } : {}),
  });
}
