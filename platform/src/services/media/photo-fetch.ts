import 'server-only';
import https from 'node:https';
import { type LookupFunction } from 'node:net';
import {
  type AddressLookup,
  resolveWebhookTarget,
  type ResolvedAddress,
} from '../leads/webhook-target';

// A dealer's photo fetched from its host (the site's photoHosts, checked by the image route) with
// the lead webhooks' protections: https only, every address of the host public and the socket
// pinned to those addresses (no second lookup), no redirect followed, a time limit and a size
// limit (the answer is cut off past it).

export const PHOTO_FETCH_LIMITS = { timeoutMs: 8_000, maxBytes: 25 * 1024 * 1024 } as const;

/** A photo that could not be fetched: why, as a status for the image route and a sentence. */
export class PhotoFetchError extends Error {
  constructor(
    readonly status: 413 | 422 | 502 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoFetchError';
  }
}

function pinnedLookup(addresses: readonly Required<ResolvedAddress>[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options.family === 'number' ? options.family : 0;
    const usable = addresses.filter((a) => family === 0 || a.family === family);
    if (usable.length === 0) {
      callback(Object.assign(new Error('No checked address.'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) callback(null, [...usable]);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
}

export interface PhotoFetchOptions {
  lookup?: AddressLookup;
  timeoutMs?: number;
  maxBytes?: number;
  /** another certificate authority to trust (tests with a local certificate) */
  ca?: string;
}

/** The bytes of a photo at an https address (the caller checked its host against the site's). */
export async function fetchPhoto(url: URL, options: PhotoFetchOptions = {}): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? PHOTO_FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? PHOTO_FETCH_LIMITS.maxBytes;
  const target = await resolveWebhookTarget(url.href, options.lookup);
  if (!target.ok) {
    throw new PhotoFetchError(
      422,
      /private/.test(target.problem)
        ? `The photo host ${url.hostname} is not on the public internet.`
        : `The photo host ${url.hostname} could not be reached.`,
    );
  }
  return getPhotoFrom(url, target.addresses, { timeoutMs, maxBytes, ca: options.ca });
}

/**
 * GET of a photo from addresses already checked (the socket looks nothing up): 200 only, a
 * redirect is not followed, cut off past `maxBytes` or `timeoutMs`.
 */
export function getPhotoFrom(
  url: URL,
  addresses: readonly Required<ResolvedAddress>[],
  options: { timeoutMs: number; maxBytes: number; ca?: string },
): Promise<Buffer> {
  const { timeoutMs, maxBytes } = options;
  return new Promise<Buffer>((resolve, reject) => {
    const request = https.get(
      url,
      {
        lookup: pinnedLookup(addresses),
        agent: false,
        headers: { accept: 'image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8' },
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          response.resume();
          finish(
            new PhotoFetchError(
              502,
              status >= 300 && status < 400
                ? `The photo host answered with a redirect, which is not followed.`
                : `The photo host answered ${status}.`,
            ),
          );
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          finish(new PhotoFetchError(413, 'The photo is too large to show.'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            finish(new PhotoFetchError(413, 'The photo is too large to show.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => finish(null, Buffer.concat(chunks)));
        response.on('error', (error) => finish(new PhotoFetchError(502, error.message)));
      },
    );
    let done = false;
    const timer = setTimeout(() => {
      request.destroy();
      finish(
        new PhotoFetchError(504, `The photo host did not answer within ${timeoutMs / 1000} s.`),
      );
    }, timeoutMs);
    function finish(error: Error | null, body?: Buffer) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(body!);
    }
    request.on('error', (error) =>
      finish(error instanceof PhotoFetchError ? error : new PhotoFetchError(502, error.message)),
    );
  });
}
