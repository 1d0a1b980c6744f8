// What the browser sets up before a site's page hydrates (each app's instrumentation-client.ts
// and NextLinkProvider import it).

declare global {
  // zod's settings, which every copy of zod in a page shares through this global (zod/v4/core)
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * The pages' Content-Security-Policy allows no eval, and zod's first parse would probe for it
 * with `Function('')` (a reported violation): its schemas run without compiling code instead.
 * Set through zod's shared settings object rather than its `config()`, so that the frame's
 * script loads none of zod: a page that parses (a form) loads zod itself, and finds it set.
 */
export function setZodJitless(scope: typeof globalThis = globalThis): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

setZodJitless();
