import { config } from 'zod/v4/core';

// What the browser sets up before a site's page hydrates (each app's instrumentation-client.ts).
// The pages' Content-Security-Policy allows no eval, and zod's first parse would probe for it
// with `Function('')` (a reported violation): its schemas run without compiling code instead.
// Only zod's small config module is imported, so no page loads zod for this.
config({ jitless: true });
