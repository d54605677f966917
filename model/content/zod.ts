import { z } from "zod";

// zod compiles object parsers with `new Function` unless told not to, and probes
// for it when a schema is built. Under the site's Content-Security-Policy (no
// 'unsafe-eval') the browser reports that probe as a violation even though zod
// catches it. Every schema imports z from here, so this runs before any is built.
z.config({ jitless: true });

export { z };
