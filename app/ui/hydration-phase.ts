/**
 * Whether React is hydrating the pre-rendered page right now. app/entry.client.tsx
 * marks the start before it calls hydrateRoot, the root route marks the end in
 * its first effect. Components whose server HTML is costly to rebuild and holds
 * no state (markdown) keep that HTML during hydration instead of rendering it
 * again (see Markdown). False on the server, in tests and after hydration.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function markHydrationStart(): void {
  hydrating = true;
}

export function markHydrationEnd(): void {
  hydrating = false;
}
