import { TAG_MANAGER_ID_PATTERN } from "../../model/tag-manager-id";

/** Marks the script so it is added once per visit, however often this runs. */
const SCRIPT_MARKER = "data-tag-manager";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Loads the tag manager for `containerId` (SPEC §2: once at start, with a
 * configured container id). Does nothing without an id or when already loaded.
 * Returns true when it added the script.
 */
export function loadTagManager(containerId: string | undefined, doc: Document = document): boolean {
  if (!containerId) return false;
  if (!TAG_MANAGER_ID_PATTERN.test(containerId)) {
    console.warn(`Tag manager not loaded: "${containerId}" is not a container id like GTM-ABC1234.`);
    return false;
  }
  if (doc.querySelector(`script[${SCRIPT_MARKER}]`)) return false;
  const win = doc.defaultView as DataLayerWindow | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  }
  const script = doc.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.setAttribute(SCRIPT_MARKER, containerId);
  doc.head.appendChild(script);
  return true;
}
