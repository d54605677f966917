import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { type ReactNode, useState } from "react";

/**
 * An owner that controls a component's open state: a "Toggle from outside" button flips it, and
 * `children` renders the component with the state and its setter, as its `open` and `onOpenChange`.
 */
export function ControlledFromOutside({
  children,
}: {
  children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Toggle from outside
      </button>
      {children(open, setOpen)}
    </>
  );
}

/** Clicks the owner's "Toggle from outside" button. */
export function toggleFromOutside(user: UserEvent): Promise<void> {
  return user.click(screen.getByRole("button", { name: "Toggle from outside" }));
}
