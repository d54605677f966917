import { useContext } from "react";
import { ScriptMarker } from "./script-marker";

/**
 * SPEC §2: a tag-manager script loads once at start with a configured container id. In the head
 * of every page, with or without the app's JavaScript: the data layer's first entry (an inline
 * script with the build's marker) and the container's own script, asynchronous. Nothing without
 * an id; the id's form is checked where the build reads it (model/security/env.ts).
 */
export function TagManagerHead({ containerId }: { containerId: string | undefined }) {
  const marker = useContext(ScriptMarker);
  if (!containerId) return null;
  const start = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`;
  return (
    <>
      <script nonce={marker} dangerouslySetInnerHTML={{ __html: start }} />
      <script async src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`} />
    </>
  );
}
