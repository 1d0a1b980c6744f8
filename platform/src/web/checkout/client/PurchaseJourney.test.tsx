import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { defaultLeadFormOptions } from '../../../domain/lead-forms';
import { PurchaseJourney, type PurchaseJourneyProps } from './PurchaseJourney';

// The buy-online journey as a shopper goes through it: each step checks its answers before the
// next, Back keeps them, the payment on offer follows the finance answer, and the reservation
// call carries the choices.

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props: PurchaseJourneyProps = {
  car: { id: 42, name: '2021 Toyota RAV4 GX', carType: 'used', tag: null },
  price: 35_990,
  priceText: '$35,990 Drive Away',
  depositAmount: 200,
  holdHours: 48,
  ratePercent: 10,
  payment: {
    label: 'Pay by card',
    describeDeposit: 'Pay the $200 deposit by card.',
    describeFull: 'Pay the full price of $35,990 by card.',
    acceptedMethods: ['visa'],
    takesPaymentOnline: true,
  },
  signedIn: false,
  options: defaultLeadFormOptions,
  dealerships: [],
  endpoint: '/api/reservations',
};

const step = (name: string) => screen.findByRole('heading', { level: 2, name });
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

it('goes from the price to the details, checking each step, and sends the choices', async () => {
  const user = userEvent.setup({ delay: null });
  render(<PurchaseJourney {...props} />);
  expect(screen.getByText('Step 1 of 5')).toBeTruthy();
  expect(screen.getByText('$35,990 Drive Away')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  // trade-in: an answer is needed, and the car when there is one
  await step('Trade-in');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(
    await screen.findAllByText('Please tell us whether you have a trade-in.'),
  ).not.toHaveLength(0);
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.type(textbox('Year'), '2015');
  await user.type(textbox('Make'), 'Mazda');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findAllByText('Model is required.')).not.toHaveLength(0);
  await user.type(textbox('Model'), '3');
  await user.type(textbox('Kilometres'), '120000');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  // finance: financed, the estimate shows, and the payment then offers the deposit only
  await step('Finance');
  await user.click(screen.getByRole('radio', { name: 'Finance this car' }));
  expect(
    await screen.findByText('Estimated repayments: $176 per week over 5 years at 10% p.a.'),
  ).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await step('Payment');
  expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'))).toEqual(['true']);
  expect(screen.getByRole('radio', { name: 'Pay a $200 deposit' })).toBeTruthy();

  // back to finance: the answer is kept; paying outright offers the full price too
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await step('Finance');
  expect(screen.getByRole('radio', { name: 'Finance this car' }).getAttribute('aria-checked')).toBe(
    'true',
  );
  await user.click(screen.getByRole('radio', { name: 'Pay outright' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await step('Payment');
  await user.click(screen.getByRole('radio', { name: 'Pay the full price of $35,990' }));
  expect(screen.getByText('Pay the full price of $35,990 by card.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  // details: the reservation call carries the choices
  const details = await step('Your details');
  expect(document.activeElement).toBe(details);
  fetchMock.mockResolvedValue(
    Response.json(
      { success: true, lead_id: 'r-1', success_page: '/cars/x/checkout/confirmation' },
      { status: 201 },
    ),
  );
  await user.type(textbox('First Name'), 'Jordan');
  await user.type(textbox('Email Address'), 'jordan@example.com');
  await user.type(textbox('Mobile Number'), '0412 345 678');
  await user.type(textbox('Postcode'), '3175');
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
  const form = screen.getByRole('form', { name: 'Your details' });
  await user.click(within(form).getByRole('button', { name: 'Buy This Car: Pay $35,990' }));
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/reservations');
  expect(JSON.parse(String(init!.body))).toMatchObject({
    form: 'reserve',
    car_id: 42,
    purchase: {
      payment: 'full',
      trade_in: 'Yes',
      trade_in_vehicle: { year: 2015, make: 'Mazda', model: '3', kms: 120_000 },
      finance: 'No',
    },
  });
}, 20_000);

it('asks a shopper paying at the dealer to confirm their mobile first', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <PurchaseJourney
      {...props}
      payment={{ ...props.payment, takesPaymentOnline: false }}
      price={null}
      priceText="Enquire for price"
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await step('Trade-in');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await step('Finance');
  await user.click(screen.getByRole('radio', { name: 'Pay outright' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await step('Payment');
  // no price to pay: the deposit only
  expect(screen.getAllByRole('radio')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await step('Your details');
  expect(screen.getByRole('heading', { name: 'Confirm your mobile' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Buy This Car: Pay $200 Deposit' })).toBeTruthy();
});
