import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import {
  CODE_CAP_MESSAGE,
  CODE_REFUSED_MESSAGE,
  codeResendMessage,
  sendCodeSchema,
  verifyCodeSchema,
} from '../../domain/sign-in-codes';
import { requestProtocol, type ShopperAccounts, wantsSecureCookies } from '../../services/accounts';
import { type RateLimiter } from '../../services/leads/rate-limit';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '../../runtime/http/client-address';
import { isSameOrigin } from '../leads/lead-routes';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';

// /api/auth/... of a site (spec §2 sign-in, §6 signed-in user): the calls of the sign-in page,
// each checked here before the authentication library sees it, and answered without anything a
// script could use to take over the session (the token lives in the HttpOnly cookie only).
//   POST /api/auth/phone-number/send-otp  { phoneNumber }        a code by SMS (resend limited)
//   POST /api/auth/phone-number/verify    { phoneNumber, code }  signs in: the session cookie
//   POST /api/auth/sign-out               {}                     signs out
//   GET  /api/auth/get-session                                   { signedIn, phoneNumber }
// A site with authentication off answers 404 to all of them, as to any other path.

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const problem = (status: number, message: string, code: string, headers?: Record<string, string>) =>
  answer({ message, code }, status, headers);

const notFound = () => problem(404, 'Not found.', 'not_found');

const signOutSchema = z.object({}).strict();

const endpoints = {
  'phone-number/send-otp': { method: 'POST', schema: sendCodeSchema },
  'phone-number/verify': { method: 'POST', schema: verifyCodeSchema },
  'sign-out': { method: 'POST', schema: signOutSchema },
  'get-session': { method: 'GET', schema: null },
} as const;

type EndpointPath = keyof typeof endpoints;

const isEndpoint = (path: string): path is EndpointPath => Object.hasOwn(endpoints, path);

/** The library's refusals of a code: answered alike (nothing tells whether a code is out). */
const refusedCodes = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'OTP_NOT_FOUND', 'TOO_MANY_ATTEMPTS']);

/**
 * What a shopper is told when the library refuses a code: its error codes in the sign-in
 * page's words (anything else keeps a plain sentence).
 */
export function signInErrorMessage(code: string | undefined): string {
  if (code && refusedCodes.has(code)) return CODE_REFUSED_MESSAGE;
  switch (code) {
    case 'INVALID_PHONE_NUMBER':
      return 'Please enter an Australian mobile number.';
    case 'SMS_NOT_SENT':
      return 'We could not send the code. Please try again in a minute.';
    default:
      return 'We could not sign you in. Please try again.';
  }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

async function readBody(request: Request, schema: z.ZodType): Promise<unknown | Response> {
  if (!isSameOrigin(request))
    return problem(403, 'Requests must come from this site.', 'cross_origin');
  if (!isJsonRequest(request))
    return problem(415, 'The body must be JSON (Content-Type: application/json).', 'not_json');
  const text = await readBodyWithin(request, 1024);
  if (text === 'too_large') return problem(413, 'The request is too large.', 'too_large');
  let json: unknown;
  try {
    json = text.trim() === '' && schema === signOutSchema ? {} : JSON.parse(text);
  } catch {
    return problem(400, 'The body must be JSON.', 'invalid_json');
  }
  const body = schema.safeParse(json);
  if (!body.success) return problem(400, firstIssue(body.error), 'invalid_body');
  return body.data;
}

export interface AuthRequestContext {
  site: Site;
  accounts: ShopperAccounts;
  /** codes asked for per client (the app's abuse limit) */
  codesPerClient: RateLimiter;
  /** codes checked per number (over every site) and per client */
  verifiesPerNumber: RateLimiter;
  verifiesPerClient: RateLimiter;
}

/** The request as the library takes it: the site's own address, the checked body, its cookie. */
function forwarded(request: Request, path: EndpointPath, body: unknown, protocol: string) {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  const url = new URL(`${protocol}://${host}/api/auth/${path}`);
  const headers = new Headers({ 'content-type': 'application/json', origin: url.origin });
  for (const name of ['cookie', 'user-agent', CLIENT_ADDRESS_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The library's answer as the browser gets it: success or a message, and the cookies. */
async function relayed(response: Response): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  let result: Response;
  if (response.ok) {
    await response.body?.cancel();
    result = answer({ success: true });
  } else {
    const error = (await response.json().catch(() => ({}))) as { code?: string };
    result =
      error.code && refusedCodes.has(error.code)
        ? problem(400, CODE_REFUSED_MESSAGE, 'invalid_code')
        : problem(
            response.status >= 500 ? 502 : response.status,
            signInErrorMessage(error.code),
            (error.code ?? 'sign_in_failed').toLowerCase(),
          );
  }
  for (const cookie of cookies) result.headers.append('set-cookie', cookie);
  return result;
}

/** Answers one request to /api/auth/{path} of a site. */
export async function handleAuthRequest(
  context: AuthRequestContext,
  request: Request,
  path: string,
): Promise<Response> {
  const { site, accounts } = context;
  if (!site.features.authentication || !isEndpoint(path)) return notFound();
  const endpoint = endpoints[path];
  const method = request.method.toUpperCase();
  const allowed = endpoint.method === 'GET' ? ['GET', 'HEAD'] : ['POST'];
  if (!allowed.includes(method)) {
    return problem(405, `Use ${endpoint.method} here.`, 'method_not_allowed', {
      allow: allowed.join(', '),
    });
  }
  if (path === 'get-session') {
    const shopper = await accounts.session(site, request.headers);
    return answer({ signedIn: shopper !== null, phoneNumber: shopper?.phoneNumber ?? null });
  }
  const body = await readBody(request, endpoint.schema!);
  if (body instanceof Response) return body;
  const client = clientAddressOf(request);
  if (path === 'phone-number/verify') {
    const phone = (body as z.output<typeof verifyCodeSchema>).phoneNumber;
    // a code is six digits: its checks are few, per number over every site and per client
    if (
      !(await context.verifiesPerNumber.take(phone)) ||
      !(await context.verifiesPerClient.take(`${site.slug}:${client}`))
    ) {
      return problem(
        429,
        'Too many tries. Please wait a minute, then ask for a new code.',
        'rate_limited',
        { 'retry-after': '60' },
      );
    }
  }
  if (path === 'phone-number/send-otp') {
    if (!(await context.codesPerClient.take(`${site.slug}:${client}`))) {
      return problem(
        429,
        'Too many codes have been asked for. Please wait a minute and try again.',
        'rate_limited',
        { 'retry-after': '60' },
      );
    }
    const phone = (body as z.output<typeof sendCodeSchema>).phoneNumber;
    const resend = await accounts.takeCodeSend(site, phone);
    if (!resend.allowed) {
      if (resend.capped) return problem(429, CODE_CAP_MESSAGE, 'code_cap_reached');
      return problem(429, codeResendMessage(resend.retryAfterMs), 'resend_limited', {
        'retry-after': String(Math.ceil(resend.retryAfterMs / 1000)),
      });
    }
  }
  const protocol = requestProtocol(request.headers, request.url);
  const auth = await accounts.auth(site, wantsSecureCookies(protocol));
  return relayed(await auth.handler(forwarded(request, path, body, protocol)));
}
