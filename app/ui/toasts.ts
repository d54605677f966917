/**
 * The page's toasts, oldest first: raised with showToast from anywhere, shown
 * by <Toaster />. A module-level store, so raising a toast needs no context.
 */
export type ToastTone = "default" | "success";

export type Toast = { id: number; message: string; tone: ToastTone };

let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows `message` as a toast; returns its id for dismissToast. */
export function showToast(message: string, tone: ToastTone = "default"): number {
  lastId += 1;
  publish([...toasts, { id: lastId, message, tone }]);
  return lastId;
}

/** Removes one toast, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  publish(id === undefined ? [] : toasts.filter((toast) => toast.id !== id));
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
