// The part of jsdom's API the unit tests use to run a page's inline scripts (the package ships no types,
// and @types/jsdom is not a dependency).
declare module "jsdom" {
  export type JSDOMOptions = {
    url?: string;
    runScripts?: "dangerously" | "outside-only";
    /** Gives the window requestAnimationFrame (jsdom leaves it out unless asked). */
    pretendToBeVisual?: boolean;
    beforeParse?: (window: Window & typeof globalThis) => void;
  };
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
  }
}
