import { describe, expect, it } from 'vitest';
import { isJsonRequest, readBodyWithin } from './request-body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://shop.example/api/leads', { method: 'POST', body, headers });

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pulled = 0;
  return new ReadableStream({
    pull(controller) {
      if (pulled < parts.length) controller.enqueue(encoder.encode(parts[pulled++]!));
      else controller.close();
    },
  });
}

describe('isJsonRequest', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/vnd.api+json', true],
    ['text/plain', false],
    ['application/jsonp', false],
    ['multipart/form-data; boundary=x', false],
    ['', false],
  ])('%s -> %s', (type, json) => {
    expect(isJsonRequest(post('{}', type ? { 'content-type': type } : {}))).toBe(json);
  });
});

describe('readBodyWithin', () => {
  it('reads a body within the limit', async () => {
    expect(await readBodyWithin(post('{"a":"é"}'), 100)).toBe('{"a":"é"}');
  });

  it('counts bytes, not characters', async () => {
    expect(await readBodyWithin(post('éé'), 3)).toBe('too_large');
    expect(await readBodyWithin(post('éé'), 4)).toBe('éé');
  });

  it('refuses an announced length over the limit without reading', async () => {
    const request = post('{}', { 'content-length': '999999' });
    expect(await readBodyWithin(request, 1024)).toBe('too_large');
  });

  it('stops reading a streamed body that passes the limit, whatever it announced', async () => {
    const parts = Array.from({ length: 100 }, () => 'x'.repeat(1000));
    const request = new Request('http://shop.example/api/leads', {
      method: 'POST',
      body: streamOf(parts),
      duplex: 'half',
    } as RequestInit);
    expect(await readBodyWithin(request, 4096)).toBe('too_large');
  });

  it('answers an empty string for no body', async () => {
    expect(await readBodyWithin(post(null), 10)).toBe('');
  });
});
