import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markHydrationStart } from "./ui/hydration-phase";

// React Router's default client entry, plus the mark that lets markdown keep its
// pre-rendered HTML while the page hydrates (app/ui/hydration-phase.ts).
markHydrationStart();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
