// The browser's side of the sign-in calls (web/accounts/auth-requests): the answer's success, or
// the server's message for the form to show.

export type AuthCallResult = { ok: true } | { ok: false; status: number; message: string };

export const CONNECTION_MESSAGE =
  'We could not reach the site. Please check your connection and try again.';

/** POSTs a sign-in call of this site (/api/auth/{path}) as JSON. */
export async function postAuthCall(path: string, body: unknown): Promise<AuthCallResult> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: CONNECTION_MESSAGE };
  }
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message =
    typeof answer?.message === 'string' && answer.message
      ? answer.message
      : 'Something went wrong. Please try again.';
  return { ok: false, status: response.status, message };
}

/** Whether the browser is signed in on this site (GET /api/auth/get-session). */
export async function fetchSignedIn(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (!response.ok) return false;
    const answer = (await response.json()) as { signedIn?: unknown };
    return answer.signedIn === true;
  } catch {
    return false;
  }
}
