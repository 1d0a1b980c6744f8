import { z } from 'zod';

// What the browser sets up before a site's page hydrates (each app's instrumentation-client.ts).
// The pages' Content-Security-Policy allows no eval, and zod's first parse would probe for it
// with `Function('')` (a reported violation): its schemas run without compiling code instead.
z.config({ jitless: true });
