import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './SignInForm';

// The sign-in form's two steps (spec §2 /sign-in): what it sends, what it shows, where it goes.

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let assign: ReturnType<typeof vi.fn>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sent = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url: String(url), body: JSON.parse(String(init?.body)) as unknown };
};

async function toCodeStep() {
  const user = userEvent.setup({ delay: null });
  render(<SignInForm redirectTo="/cars/x/checkout" back="/cars/x" />);
  fetchMock.mockResolvedValueOnce(json({ success: true }));
  await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '0412 345 678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: /Code/ });
  return user;
}

describe('SignInForm', () => {
  it('refuses a landline in the form and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignInForm redirectTo="/" back="/" />);
    await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '(08) 9274 0100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Please enter an Australian mobile number (04xx xxx xxx).'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it('sends the number in E.164, then signs in with the code and goes to the redirect', async () => {
    const user = await toCodeStep();
    expect(sent(0)).toEqual({
      url: '/api/auth/phone-number/send-otp',
      body: { phoneNumber: '+61412345678' },
    });
    expect(screen.getByText(/We sent a 6-digit code to 0412 345 678/)).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json({ success: true }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '012345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/cars/x/checkout'));
    expect(sent(1)).toEqual({
      url: '/api/auth/phone-number/verify',
      body: { phoneNumber: '+61412345678', code: '012345' },
    });
  });

  it("shows the server's message as an alert in the form, and stays", async () => {
    const user = await toCodeStep();
    fetchMock.mockResolvedValueOnce(
      json({ message: 'That code is not right. Please check it and try again.' }, 400),
    );
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '999999');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const form = screen.getByRole('form', { name: 'Sign in, step 2 of 2' });
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'That code is not right. Please check it and try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for the code again with Resend code, and says when it is too soon', async () => {
    const user = await toCodeStep();
    fetchMock.mockResolvedValueOnce(
      json({ message: 'Please wait 20 seconds before asking for another code.' }, 429),
    );
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please wait 20 seconds before asking for another code.',
    );
    fetchMock.mockResolvedValueOnce(json({ success: true }));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'We sent a new code to 0412 345 678.',
    );
    expect(sent(2)).toEqual({
      url: '/api/auth/phone-number/send-otp',
      body: { phoneNumber: '+61412345678' },
    });
  });
});
