import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScriptMarker } from "./script-marker";
import { TagManagerHead } from "./tag-manager-head";

describe("TagManagerHead (SPEC §2: a tag-manager script loads once at start with a configured container id)", () => {
  it("starts the data layer and loads the container's script, asynchronously, with the build's marker on the inline part", () => {
    const html = renderToStaticMarkup(
      <ScriptMarker.Provider value="m4rk">
        <TagManagerHead containerId="GTM-AB12CD3" />
      </ScriptMarker.Provider>,
    );
    expect(html).toContain('<script nonce="m4rk">window.dataLayer=window.dataLayer||[];');
    expect(html).toContain('event:"gtm.js"');
    expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3"></script>');
  });

  it("loads nothing without a container id", () => {
    expect(renderToStaticMarkup(<TagManagerHead containerId={undefined} />)).toBe("");
  });
});
