import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneCheck } from './PhoneCheck';

// The checkout's 'Confirm your mobile': what it sends, what it shows.

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
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
  render(<PhoneCheck />);
  fetchMock.mockResolvedValueOnce(json({ success: true, issued_at: 1_800_000_000 }));
  await user.type(screen.getByRole('textbox', { name: /Your mobile number/ }), '0412 345 678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: /Code/ });
  return user;
}

describe('PhoneCheck', () => {
  it('refuses a landline in the form and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PhoneCheck />);
    await user.type(screen.getByRole('textbox', { name: /Your mobile number/ }), '02 9876 5432');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Please enter an Australian mobile number (04xx xxx xxx).'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the mobile, then the code with the time it was sent, and says it is confirmed', async () => {
    const user = await toCodeStep();
    expect(sent(0)).toEqual({
      url: '/api/reservations/phone-check',
      body: { phoneNumber: '+61412345678' },
    });
    expect(screen.getByText(/We sent a 6-digit code to 0412 345 678\./)).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json({ success: true, phone_number: '+61412345678' }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Your mobile 0412 345 678 is confirmed. Fill in your details below to reserve the car.',
      ),
    ).toBeTruthy();
    expect(sent(1)).toEqual({
      url: '/api/reservations/phone-check',
      body: { phoneNumber: '+61412345678', code: '123456', issuedAt: 1_800_000_000 },
    });
  });

  it('shows the server’s message for a refused code, and a resent code’s time is the one sent', async () => {
    const user = await toCodeStep();
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: false,
          message: 'That code did not work. Please check it, or ask for a new code.',
        },
        400,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('That code did not work. Please check it, or ask for a new code.'),
    ).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json({ success: true, issued_at: 1_800_000_100 }));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to 0412 345 678.')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json({ success: true, phone_number: '+61412345678' }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/is confirmed\./);
    expect(sent(3)).toEqual({
      url: '/api/reservations/phone-check',
      body: { phoneNumber: '+61412345678', code: '654321', issuedAt: 1_800_000_100 },
    });
  });

  it('takes another number', async () => {
    const user = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByRole('textbox', { name: /Your mobile number/ })).toBeTruthy();
  });
});
