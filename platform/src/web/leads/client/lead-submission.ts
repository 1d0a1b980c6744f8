import { type LeadForm } from '../../../domain/lead-forms';

// Sending a form to POST /api/leads (spec §7 'Lead submission'): JSON with an Idempotency-Key.
// A lost answer or a server fault is retried automatically with the same key, so the dealer
// gets the lead once; what the server refuses is not retried (spec §8 messages).

export const LEADS_ENDPOINT = '/api/leads';
// spec §8 form submit failure
export const SUBMIT_ERROR_MESSAGE = 'An error occurred when submitting this form';
// spec §8 final enquiry step with no lead_id and no error
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
/** waits before the automatic retries of one attempt */
export const RETRY_DELAYS_MS: readonly number[] = [700, 2000];

export interface LeadRequest {
  form: LeadForm;
  /** spec §3 form_completed: sent from the form's last step */
  form_completed?: boolean;
  url?: string;
  car_id?: number;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  values: Record<string, unknown>;
  /** the buy-online journey's choices (POST /api/reservations only) */
  purchase?: unknown;
}

export type LeadSubmitResult =
  | {
      ok: true;
      leadId: string;
      successPage: string | null;
      /** an online payment's page at the provider (https only), to go on to before the success page */
      paymentPage: string | null;
      /** the whole answer, for what a form reads beyond the lead id (the trade-in's valuation) */
      body: Record<string, unknown>;
    }
  | { ok: false; status: number | null; message: string; fields: Record<string, string> };

/** A payment provider's page the answer names: an https address, else none. */
export function paymentPageOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** A fresh key for one submission attempt (random, 8-100 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(source: Crypto | undefined = globalThis.crypto): string {
  if (source && typeof source.randomUUID === 'function') return source.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not
  const bytes = new Uint8Array(16);
  if (source) source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The query parameters of the page the form is on (utm_source, gclid...), within the limits. */
export function linkedQueryParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (Object.keys(params).length >= 20) break;
    if (key && key.length <= 100 && !(key in params)) params[key] = value.slice(0, 500);
  }
  return params;
}

/** Drops empty answers, so an optional field left blank is absent rather than ''. */
export function withoutEmptyValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) =>
        value !== undefined && value !== null && !(typeof value === 'string' && value === ''),
    ),
  );
}

const isRetryable = (status: number) => status >= 500 || status === 408;

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export interface PostLeadOptions {
  idempotencyKey: string;
  endpoint?: string;
  fetchImpl?: typeof fetch;
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Posts one submission attempt, retrying a lost answer or a server fault with the same key. */
export async function postLead(
  request: LeadRequest,
  {
    idempotencyKey,
    endpoint = LEADS_ENDPOINT,
    fetchImpl = (...args) => fetch(...args),
    retryDelaysMs = RETRY_DELAYS_MS,
    sleep = wait,
  }: PostLeadOptions,
): Promise<LeadSubmitResult> {
  const body = JSON.stringify(request);
  let failure: LeadSubmitResult = {
    ok: false,
    status: null,
    message: SUBMIT_ERROR_MESSAGE,
    fields: {},
  };
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    if (attempt > 0) await sleep(retryDelaysMs[attempt - 1]!);
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body,
        credentials: 'same-origin',
      });
    } catch (error) {
      console.warn(`The form could not reach the server: ${(error as Error).message}`);
      continue; // no answer: the lead may or may not be stored, so the same key goes again
    }
    const json = await readJson(response);
    const serverMessage = typeof json?.error === 'string' && json.error ? json.error : null;
    if (response.ok) {
      if (typeof json?.lead_id === 'string' && json.lead_id) {
        const page = json.success_page;
        return {
          ok: true,
          leadId: json.lead_id,
          successPage: typeof page === 'string' && page.startsWith('/') ? page : null,
          paymentPage: paymentPageOf(json.payment_url),
          body: json,
        };
      }
      return {
        ok: false,
        status: response.status,
        message: serverMessage ?? UNEXPECTED_ERROR_MESSAGE,
        fields: {},
      };
    }
    failure = {
      ok: false,
      status: response.status,
      message: serverMessage ?? SUBMIT_ERROR_MESSAGE,
      fields: stringRecord(json?.fields),
    };
    if (!isRetryable(response.status)) return failure;
  }
  return failure;
}
