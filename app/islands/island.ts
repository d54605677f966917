/**
 * What an island's module exports (app/islands/<name>.ts, built to /islands/<name>.js): the code of
 * one control, loaded by the shell's head script (app/shell/shell-script.ts) when a visitor first
 * reaches for an element marked `data-island="<name>"`. `start` is called once per such element
 * and wires its listeners there; it reads the control's state from the DOM as it finds it (a
 * checkbox may have been ticked before the code came). A submit or a `type="button"` click that
 * came first is replayed by the shell once `start` has returned.
 */
export type Island = { start(root: HTMLElement): void };
