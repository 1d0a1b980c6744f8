import { z } from 'zod';

// The platform's environment: every variable an operator may set (README 'Environment
// variables', the operators' table, and .env.example list exactly these; a unit test holds the
// three together), each with its type, range and default. An app process, the stock, leads,
// alerts and seed commands check it as they start (`checkEnvironment`): a wrong value stops the
// process with the variable's name and the reason, never a silent fallback. The modules that
// turn a value into a number or a choice read it from here.

/** A problem with one variable: its name and why its value is refused. */
export interface EnvironmentProblem {
  variable: string;
  reason: string;
}

export class EnvironmentError extends Error {
  constructor(readonly problems: EnvironmentProblem[]) {
    super(
      problems.length === 1
        ? `${problems[0]!.variable}: ${problems[0]!.reason}`
        : `The environment has ${problems.length} wrong values:\n` +
            problems.map((p) => `  ${p.variable}: ${p.reason}`).join('\n'),
    );
    this.name = 'EnvironmentError';
  }
}

/** Unset and blank are the same: the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A number from text (whole, or with decimals), within bounds. */
function numberText({
  what,
  min,
  max,
  whole = false,
  aboveMin = false,
}: {
  what: string;
  min: number;
  max?: number;
  whole?: boolean;
  /** the number must be more than `min`, not `min` itself */
  aboveMin?: boolean;
}) {
  const range = aboveMin
    ? `more than ${min}`
    : max === undefined
      ? `${min} or more`
      : `from ${min} to ${max}`;
  const message = `must be ${whole ? 'a whole number' : 'a number'} of ${what}, ${range}`;
  return z
    .string()
    .trim()
    .refine((text) => (whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(text), { message })
    .transform(Number)
    .refine((n) => (aboveMin ? n > min : n >= min) && (max === undefined || n <= max), {
      message,
    });
}

const perMinute = (fallback: number) =>
  optional(numberText({ what: 'requests a minute', min: 0, aboveMin: true })).transform(
    (n) => n ?? fallback,
  );

const url = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .refine(
      (text) => {
        try {
          return protocols.includes(new URL(text).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be ${what} (${protocols.map((p) => `${p}//`).join(' or ')}...)` },
    );

const secret = z
  .string()
  .refine((text) => text.trim().length >= 16, { message: 'must be at least 16 characters long' });

const text = z.string().trim().min(1);

export const environmentSchema = z.object({
  // ports and data
  DATA_DIR: optional(text),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'a PostgreSQL connection address')),
  DEMO_DATA: optional(z.enum(['1', '0'], { message: "must be '1' (load the demo stock) or '0'" })),
  DEALER_MIGRATIONS_DIR: optional(text),
  // sites and hosts
  SITES_FILE: optional(text),
  PLATFORM_DOMAIN: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, {
        message: 'must be a domain name such as sites.example.com.au',
      }),
  ),
  DEALER_DEV_HOSTS: optional(
    z.enum(['1', 'demo'], { message: "must be '1' or 'demo' (or unset)" }),
  ),
  NODE_ENV: optional(
    z.enum(['production', 'development', 'test'], {
      message: "must be 'production', 'development' or 'test'",
    }),
  ),
  TRUSTED_PROXY_HOPS: optional(
    numberText({ what: 'proxies', min: 0, max: 10, whole: true }),
  ).transform((n) => n ?? 0),
  // caches
  RENDER_CACHE_MB: optional(numberText({ what: 'megabytes (0 turns it off)', min: 0 })).transform(
    (n) => n ?? 96,
  ),
  IMAGE_CACHE_MB: optional(numberText({ what: 'megabytes', min: 1 })).transform((n) => n ?? 512),
  IMAGE_CACHE_DIR: optional(text),
  // abuse limits, a minute
  LEAD_RATE_PER_IP: perMinute(20),
  LEAD_RATE_PER_SITE: perMinute(600),
  SEARCH_RATE_PER_CLIENT: perMinute(600),
  DOCUMENT_RATE_PER_CLIENT: perMinute(60),
  PHONE_REVEAL_RATE_PER_CLIENT: perMinute(20),
  TRADE_IN_LOOKUP_RATE_PER_CLIENT: perMinute(20),
  STOCK_IMPORT_RATE_PER_SITE: perMinute(60),
  SIGN_IN_CODE_RATE_PER_CLIENT: perMinute(10),
  PAGE_RENDER_RATE_PER_CLIENT: perMinute(300),
  // leads
  LEAD_OUTBOX_DIR: optional(text),
  LEAD_WEBHOOK_SECRET: optional(secret),
  LEAD_IP_HASH_SECRET: optional(secret),
  // shoppers' accounts and messages
  AUTH_SECRET: optional(secret),
  SMS_OUTBOX_DIR: optional(text),
  SMS_WEBHOOK_URL: optional(url(['https:', 'http:'], 'the SMS provider webhook’s address')),
  SMS_WEBHOOK_TOKEN: optional(text),
  EMAIL_OUTBOX_DIR: optional(text),
  EMAIL_WEBHOOK_URL: optional(url(['https:', 'http:'], 'the email provider webhook’s address')),
  EMAIL_WEBHOOK_TOKEN: optional(text),
  SEARCH_ALERTS_INTERVAL_SECONDS: optional(
    numberText({ what: 'seconds (0 turns the alerts off)', min: 0 }),
  ),
  // search
  MEILISEARCH_HOST: optional(url(['https:', 'http:'], 'the Meilisearch server’s address')),
  MEILISEARCH_SEARCH_KEY: optional(text),
  MEILISEARCH_SEARCH_KEY_UID: optional(text),
  MEILISEARCH_INDEX_UID: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be letters, digits, - and _ only' }),
  ),
  MEILISEARCH_ADMIN_KEY: optional(text),
  // payments
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_/, { message: 'must be a Stripe secret key (sk_... or rk_...)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z
      .string()
      .trim()
      .regex(/^whsec_/, { message: 'must be a Stripe webhook secret (whsec_...)' }),
  ),
  STRIPE_API_BASE: optional(url(['https:', 'http:'], 'the Stripe API’s address')),
  // trade-in valuations
  VALUATION_API_URL: optional(url(['https:', 'http:'], 'the valuation API’s address')),
  VALUATION_API_KEY: optional(text),
  VALUATION_API_TIMEOUT_MS: optional(
    numberText({ what: 'milliseconds', min: 1, max: 60_000, whole: true }),
  ),
  // design system
  CHROMATIC_PROJECT_TOKEN: optional(text),
});

/**
 * The variables named by a pattern: their fixed start (the README writes `NAME_<PART>`) and
 * the value each must have.
 */
export const environmentPatterns = {
  PORT_: {
    part: 'APP',
    schema: z
      .string()
      .trim()
      .refine((text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65_535, {
        message: 'must be a port number from 1 to 65535',
      }),
  },
  STOCK_IMPORT_TOKEN_: { part: 'SITE_SLUG', schema: secret },
  LEAD_WEBHOOK_SECRET_: { part: 'SITE_SLUG', schema: secret },
} as const;

export type Environment = z.output<typeof environmentSchema>;

type RawEnvironment = Record<string, string | undefined>;

/** The problem of a variable's refused value; a secret's value is never repeated. */
function problem(variable: string, message: string, value: string | undefined): EnvironmentProblem {
  const secretValue = /SECRET|TOKEN|KEY/.test(variable);
  return { variable, reason: secretValue ? message : `${message}, not "${value}"` };
}

function problemsOf(env: RawEnvironment): EnvironmentProblem[] {
  const problems: EnvironmentProblem[] = [];
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const variable = String(issue.path[0]);
      problems.push(problem(variable, issue.message, env[variable]));
    }
  }
  for (const [name, value] of Object.entries(env)) {
    for (const [start, { schema }] of Object.entries(environmentPatterns)) {
      if (!name.startsWith(start) || name.length === start.length) continue;
      if (value === undefined || value.trim() === '') continue;
      const checked = schema.safeParse(value);
      if (!checked.success) problems.push(problem(name, checked.error.issues[0]!.message, value));
    }
  }
  return problems;
}

/** The checked environment, or an EnvironmentError naming every wrong variable and why. */
export function checkEnvironment(env: RawEnvironment = process.env): Environment {
  const problems = problemsOf(env);
  if (problems.length > 0) throw new EnvironmentError(problems);
  return environmentSchema.parse(env);
}

/** One variable's typed value (its default when unset), or an EnvironmentError naming it. */
export function environmentValue<K extends keyof Environment>(
  name: K,
  env: RawEnvironment = process.env,
): Environment[K] {
  const parsed = environmentSchema.shape[name].safeParse(env[name]);
  if (!parsed.success) {
    throw new EnvironmentError([problem(name, parsed.error.issues[0]!.message, env[name])]);
  }
  return parsed.data as Environment[K];
}
