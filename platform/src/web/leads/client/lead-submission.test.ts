import { describe, expect, it, vi } from 'vitest';
import {
  linkedQueryParams,
  newIdempotencyKey,
  postLead,
  SUBMIT_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  withoutEmptyValues,
  type LeadRequest,
} from './lead-submission';

const request: LeadRequest = {
  form: 'contact-us',
  lead_attributes: { visited_pages: [], linked_query_params: {} },
  values: { name: 'Jordan' },
};
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/; // what the lead service accepts

function answers(...responses: (Response | Error)[]) {
  const fetchImpl = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchImpl.mockRejectedValueOnce(response);
    else fetchImpl.mockResolvedValueOnce(response);
  }
  return fetchImpl;
}
const keysSent = (fetchImpl: ReturnType<typeof answers>) =>
  fetchImpl.mock.calls.map(
    ([, init]) => (init!.headers as Record<string, string>)['idempotency-key'],
  );
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const noWait = { sleep: async () => undefined, retryDelaysMs: [10, 20] };

describe('newIdempotencyKey', () => {
  it('is a key the server accepts, fresh each time, with or without randomUUID', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(a);
    const insecure = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const b = newIdempotencyKey(insecure as Crypto);
    expect(b).toMatch(KEY_PATTERN);
    expect(newIdempotencyKey(insecure as Crypto)).not.toBe(b);
    expect(newIdempotencyKey(undefined)).toMatch(KEY_PATTERN);
  });
});

describe('postLead', () => {
  it('returns the lead id and the success page', async () => {
    const fetchImpl = answers(
      Response.json({ success: true, lead_id: 'abc', success_page: '/success' }, { status: 201 }),
    );
    const result = await postLead(request, { idempotencyKey: 'key-12345', fetchImpl, ...noWait });
    expect(result).toEqual({
      ok: true,
      leadId: 'abc',
      successPage: '/success',
      paymentPage: null,
      body: { success: true, lead_id: 'abc', success_page: '/success' },
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/leads');
    expect(init!.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'key-12345',
    });
    expect(JSON.parse(String(init!.body))).toEqual(request);
  });

  it('ignores a success page that is not a path of this site', async () => {
    const fetchImpl = answers(
      Response.json({ lead_id: 'abc', success_page: 'https://elsewhere.example/' }),
    );
    const result = await postLead(request, { idempotencyKey: 'key-12345', fetchImpl, ...noWait });
    expect(result).toMatchObject({ ok: true, leadId: 'abc', successPage: null });
  });

  it('goes on to an online payment page only over https', async () => {
    const cases: [unknown, string | null][] = [
      [
        'https://checkout.stripe.com/c/pay/cs_test_a1',
        'https://checkout.stripe.com/c/pay/cs_test_a1',
      ],
      ['http://checkout.stripe.com/c/pay/cs_test_a1', null],
      ['javascript:alert(1)', null],
      ['/relative', null],
      [42, null],
      [undefined, null],
    ];
    for (const [paymentUrl, expected] of cases) {
      const fetchImpl = answers(
        Response.json({ lead_id: 'abc', success_page: '/done', payment_url: paymentUrl }),
      );
      const result = await postLead(request, { idempotencyKey: 'key-12345', fetchImpl, ...noWait });
      expect(result).toMatchObject({ ok: true, paymentPage: expected, successPage: '/done' });
    }
  });

  it('retries a lost answer and a server fault with the same key', async () => {
    quiet();
    const fetchImpl = answers(
      new TypeError('Failed to fetch'),
      new Response('Bad gateway', { status: 502 }),
      Response.json({ lead_id: 'abc', duplicate: true }),
    );
    const sleep = vi.fn(async () => undefined);
    const result = await postLead(request, {
      idempotencyKey: 'key-12345',
      fetchImpl,
      sleep,
      retryDelaysMs: [10, 20],
    });
    expect(result).toMatchObject({ ok: true, leadId: 'abc' });
    expect(keysSent(fetchImpl)).toEqual(['key-12345', 'key-12345', 'key-12345']);
    expect(sleep.mock.calls).toEqual([[10], [20]]);
  });

  it('gives up after the retries with the spec’s message', async () => {
    quiet();
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('oops', { status: 500 }));
    const result = await postLead(request, { idempotencyKey: 'key-12345', fetchImpl, ...noWait });
    expect(result).toEqual({ ok: false, status: 500, message: SUBMIT_ERROR_MESSAGE, fields: {} });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it.each([
    [400, { error: 'Please fix the following errors:', fields: { postcode: 'Invalid postcode.' } }],
    [403, { error: 'Forms can only be submitted from this site.', fields: {} }],
    [422, { error: 'This vehicle is not available on this site.', fields: { car_id: 'x' } }],
    [429, { error: 'Too many submissions. Please wait a minute and try again.', fields: {} }],
  ])('does not retry a %i, and passes on its message and fields', async (status, body) => {
    const fetchImpl = answers(Response.json(body, { status }));
    const result = await postLead(request, { idempotencyKey: 'key-12345', fetchImpl, ...noWait });
    expect(result).toEqual({ ok: false, status, message: body.error, fields: body.fields });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('says an unexpected error occurred when a success has no lead id', async () => {
    const fetchImpl = answers(Response.json({ success: true }));
    const result = await postLead(request, { idempotencyKey: 'key-12345', fetchImpl, ...noWait });
    expect(result).toMatchObject({ ok: false, message: UNEXPECTED_ERROR_MESSAGE });
  });
});

describe('payload helpers', () => {
  it('leaves out blank answers but keeps false and 0', () => {
    expect(
      withoutEmptyValues({ a: '', b: undefined, c: null, d: false, e: 0, f: 'x', g: ' ' }),
    ).toEqual({ d: false, e: 0, f: 'x', g: ' ' });
  });

  it('keeps the page’s query within the schema’s limits', () => {
    expect(linkedQueryParams('?utm_source=google&gclid=abc&utm_source=again')).toEqual({
      utm_source: 'google',
      gclid: 'abc',
    });
    const many = Array.from({ length: 30 }, (_, i) => `p${i}=${'v'.repeat(600)}`).join('&');
    const params = linkedQueryParams(many);
    expect(Object.keys(params)).toHaveLength(20);
    expect(params.p0).toHaveLength(500);
  });
});
