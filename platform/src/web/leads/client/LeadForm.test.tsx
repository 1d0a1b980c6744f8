import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultLeadFormOptions,
  POSTCODE_MESSAGE,
  TERMS_MESSAGE,
  type LeadFormOptions,
} from '../../../domain/lead-forms';
import { PHONE_MESSAGE } from '../../../domain/phone';
import { LeadForm, type LeadFormProps, SUCCESS_TITLE } from './LeadForm';
import { SUBMIT_ERROR_MESSAGE } from './lead-submission';
import { ENQUIRED_CAR_KEY, VISITOR_DETAILS_KEY } from '../visitor-storage';

const withTerms: LeadFormOptions = { ...defaultLeadFormOptions, requireTerms: true };
const usedCar = { id: 42, name: '2021 Toyota RAV4 GX', carType: 'used' as const, tag: null };

const accepted = (leadId = 'lead-1') =>
  Response.json({ success: true, lead_id: leadId, success_page: '/success' }, { status: 201 });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(props: Partial<LeadFormProps> = {}) {
  const navigate = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <LeadForm
      form="enquiry"
      options={withTerms}
      dealerships={[]}
      afterSubmit="message"
      retryDelaysMs={[0, 0]}
      navigate={navigate}
      aria-label="Enquire Now"
      {...props}
    />,
  );
  return { user, navigate };
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** the text of the elements that describe a control (its hint and error) */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const submitButton = <T extends HTMLElement = HTMLElement>(name = 'Submit Enquiry') =>
  screen.getByRole<T>('button', { name });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('First Name'), 'Jordan');
  await user.type(textbox('Last Name'), 'Lee');
  await user.type(textbox('Email Address'), 'jordan@example.com');
  await user.type(textbox('Mobile Number'), '0412 345 678');
  await user.type(textbox('Postcode'), '3175');
}

async function fillEnquiry(user: ReturnType<typeof userEvent.setup>) {
  await fillContact(user);
  await user.type(textbox('Message'), 'Is it still available?');
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
}

const sentBody = (call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as {
    form: string;
    car_id?: number;
    values: Record<string, unknown>;
    lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  };
const sentKey = (call = 0) =>
  (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>)['idempotency-key'];

describe('LeadForm validation', () => {
  it('lists every error under the heading and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    const summary = await screen.findByRole('alert', { name: 'Please fix the following errors:' });
    const messages = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(messages).toEqual([
      'First Name is required.',
      'Email Address is required.',
      'Mobile Number is required.',
      POSTCODE_MESSAGE,
      'Message is required.',
      TERMS_MESSAGE,
    ]);
    expect(textbox('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('caps the postcode at 4 digits and refuses fewer', async () => {
    const { user } = renderForm();
    await user.type(textbox('Postcode'), 'VIC 31755');
    expect(textbox('Postcode').value).toBe('3175');
    await user.clear(textbox('Postcode'));
    await user.type(textbox('Postcode'), '317');
    await user.click(submitButton());
    expect(
      await screen.findByRole('alert', { name: 'Please fix the following errors:' }),
    ).toBeTruthy();
    expect(description(textbox('Postcode'))).toContain(POSTCODE_MESSAGE);
  });

  it('takes a phone number as the shopper types it and sends it in E.164', async () => {
    const { user } = renderForm();
    await fillEnquiry(user);
    await user.clear(textbox('Mobile Number'));
    await user.type(textbox('Mobile Number'), '1300 123 456');
    await user.click(submitButton());
    expect(
      await screen.findByRole('alert', { name: 'Please fix the following errors:' }),
    ).toBeTruthy();
    expect(description(textbox('Mobile Number'))).toContain(PHONE_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(accepted());
    await user.clear(textbox('Mobile Number'));
    await user.type(textbox('Mobile Number'), '(02) 9250 1234');
    await user.click(submitButton());
    await screen.findByText(SUCCESS_TITLE);
    expect(sentBody().values.phone).toBe('+61292501234');
  });

  it('needs the terms agreement only on sites that ask for it', async () => {
    const { user } = renderForm({ options: defaultLeadFormOptions });
    expect(screen.queryByRole('checkbox', { name: /terms of use/ })).toBeNull();
    // the opt-in starts checked (spec §5)
    expect(
      screen
        .getByRole('checkbox', { name: /news and special offers/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    fetchMock.mockResolvedValueOnce(accepted());
    await fillContact(user);
    await user.type(textbox('Message'), 'Hello');
    await user.click(submitButton());
    await screen.findByText(SUCCESS_TITLE);
    expect(sentBody().values).toMatchObject({ opt_in: true, name: 'Jordan' });
    expect(sentBody().values).not.toHaveProperty('terms');
  });

  it('make an offer asks for the offer and has no message or opt-in', async () => {
    const { user } = renderForm({ form: 'make-an-offer', options: defaultLeadFormOptions });
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /news and special offers/ })).toBeNull();
    await user.click(submitButton('Submit Offer'));
    const summary = await screen.findByRole('alert', { name: 'Please fix the following errors:' });
    expect(within(summary).getByRole('link', { name: 'Please enter your offer.' })).toBeTruthy();
  });

  it('general enquiry starts on the General Enquiry category', () => {
    renderForm({ form: 'general-enquiry' });
    expect(screen.getByRole('combobox', { name: 'Category' }).textContent).toContain(
      'General Enquiry',
    );
  });
});

describe('LeadForm submission', () => {
  it('shows the submitting state, then thanks the shopper', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await fillEnquiry(user);
    await user.click(submitButton());
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: /Submit Enquiry/ });
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Submitting')).toBeTruthy();
    await act(async () => answer(accepted()));
    expect(await screen.findByText(SUCCESS_TITLE)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/leads');
    expect(init!.method).toBe('POST');
    expect(sentBody()).toMatchObject({
      form: 'enquiry',
      values: {
        name: 'Jordan',
        last_name: 'Lee',
        email: 'jordan@example.com',
        // typed '0412 345 678', sent as the server keeps it
        phone: '+61412345678',
        postcode: '3175',
        message: 'Is it still available?',
        terms: true,
        opt_in: true,
        source: 'Enquire Now',
      },
    });
    // blank optional answers are left out; the honeypot stays empty
    expect(sentBody().values).not.toHaveProperty('website');
    expect(sentBody().values).not.toHaveProperty('rego');
  });

  it('shows the server’s message when it refuses the form', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'Too many submissions. Please wait a minute and try again.', fields: {} },
        { status: 429 },
      ),
    );
    const { user } = renderForm();
    await fillEnquiry(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Too many submissions. Please wait a minute and try again.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1); // a refusal is not retried
    expect(submitButton<HTMLButtonElement>().disabled).toBe(false);
  });

  it('says an error occurred when the server keeps failing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => new Response('Internal error', { status: 500 }));
    const { user } = renderForm();
    await fillEnquiry(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(SUBMIT_ERROR_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(3); // the attempt and two automatic retries
  });

  it('puts the field messages of a 400 on their fields', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          error: 'Please fix the following errors:',
          fields: { email: 'Please enter a valid email address.', postcode: POSTCODE_MESSAGE },
        },
        { status: 400 },
      ),
    );
    const { user } = renderForm();
    await fillEnquiry(user);
    await user.click(submitButton());
    const summary = await screen.findByRole('alert', { name: 'Please fix the following errors:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter a valid email address.', POSTCODE_MESSAGE]);
    expect(textbox('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(description(textbox('Email Address'))).toContain('Please enter a valid email address.');
  });

  it('retries a lost answer with the same Idempotency-Key, and a new attempt gets a new one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        Response.json({ error: 'This vehicle is not available on this site.' }, { status: 422 }),
      )
      .mockResolvedValueOnce(accepted());
    const { user } = renderForm({ car: usedCar });
    await fillEnquiry(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This vehicle is not available on this site.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentKey(0)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(sentKey(1)).toBe(sentKey(0));

    await user.click(submitButton());
    await screen.findByText(SUCCESS_TITLE);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sentKey(2)).not.toBe(sentKey(0));
    expect(sentBody(2).car_id).toBe(42);
  });
});

describe('LeadForm after a lead is accepted', () => {
  it('goes to the success page the server names', async () => {
    fetchMock.mockResolvedValueOnce(accepted());
    const { user, navigate } = renderForm({ afterSubmit: 'success-page' });
    await fillEnquiry(user);
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/success'));
  });

  it('pushes the enquiry event of a used car (spec §7)', async () => {
    fetchMock.mockResolvedValueOnce(accepted('lead-7'));
    const { user } = renderForm({ car: usedCar });
    await fillEnquiry(user);
    await user.click(submitButton());
    await screen.findByText(SUCCESS_TITLE);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({
        event: 'dealer_event',
        event_id: 15,
        lead_id: 'lead-7',
        car_id: 42,
      }),
    ]);
  });

  it('remembers the visitor details and fills them into the next form', async () => {
    fetchMock.mockResolvedValueOnce(accepted());
    const { user } = renderForm();
    await fillEnquiry(user);
    await user.click(submitButton());
    await screen.findByText(SUCCESS_TITLE);
    expect(JSON.parse(window.localStorage.getItem(VISITOR_DETAILS_KEY)!)).toEqual({
      name: 'Jordan',
      last_name: 'Lee',
      email: 'jordan@example.com',
      phone: '0412 345 678',
      postcode: '3175',
    });
    cleanup();
    renderForm({ form: 'test-drive' });
    await waitFor(() => expect(textbox('First Name').value).toBe('Jordan'));
    expect(textbox('Email Address').value).toBe('jordan@example.com');
    expect(textbox('Postcode').value).toBe('3175');
    expect(textbox('Mobile Number').value).toBe('0412 345 678');
  });

  it('still submits when the browser refuses storage', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('The operation is insecure.');
    });
    fetchMock.mockResolvedValueOnce(accepted());
    const { user } = renderForm();
    await fillEnquiry(user);
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS_TITLE)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Stored visitor details are not available'),
    );
  });
});

describe('LeadForm test-drive times', () => {
  const hour = (weekday: number, open: string | null, close: string | null) => ({
    weekday,
    status: open ? ('Open' as const) : ('Closed' as const),
    open,
    close,
    formattedHours: open ? `${open} - ${close}` : 'Closed',
  });
  const appointments = {
    locationId: 31,
    locations: {
      31: {
        timeZone: 'Australia/Perth',
        hours: [hour(0, null, null), ...[1, 2, 3, 4, 5, 6].map((d) => hour(d, '09:00', '11:00'))],
      },
    },
  };

  it('offers the location’s free appointment slots of the chosen day, and none on a closed day', async () => {
    // spec §7: the site answers the times already booked there that day
    fetchMock.mockImplementation(async () =>
      Response.json({ location_id: 31, date: '2030-03-14', booked: ['10:00', 'not a time'] }),
    );
    const { user } = renderForm({ form: 'test-drive', appointments, car: usedCar });
    const time = screen.getByRole('combobox', { name: 'Preferred Time' });
    expect(time.textContent).toBe('Choose a date first');
    const date = screen.getByLabelText('Preferred Date');
    await user.type(date, '2030-03-14'); // a Thursday
    await waitFor(() => expect(time.textContent).toBe('Please select a time...'));
    await user.click(time);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['9:00 am', '9:30 am', '10:30 am']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/appointments?location_id=31&date=2030-03-14',
    );
    await user.keyboard('{Escape}');
    await user.clear(date);
    await user.type(date, '2030-03-17'); // a Sunday: closed
    // the select that opened took the place of the trigger painted with the page
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Preferred Time' }).textContent).toBe(
        'No times on this day',
      ),
    );
  });
});

describe('LeadForm enquiry values (spec §3)', () => {
  it('a test drive offers the finance and trade-in boxes and sends them with its page, completed', async () => {
    fetchMock.mockResolvedValueOnce(accepted());
    const { user } = renderForm({ form: 'test-drive', car: usedCar, pageId: 'vehicle' });
    const finance = screen.getByRole('checkbox', { name: 'I am interested in finance' });
    const trade = screen.getByRole('checkbox', { name: 'I have a vehicle to trade in' });
    expect(finance.getAttribute('aria-checked')).toBe('false');
    await fillContact(user);
    await user.click(trade);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(submitButton('Book Test Drive'));
    await screen.findByText(SUCCESS_TITLE);
    const body = sentBody() as ReturnType<typeof sentBody> & { form_completed?: boolean };
    expect(body.form_completed).toBe(true);
    expect(body.values).toMatchObject({
      page_id: 'vehicle',
      opt_in_finance: false,
      opt_in_trade: true,
    });
  });

  it('an enquiry asks the Yes/No questions, not the boxes, and sends the trade-in answer by its spec name', async () => {
    fetchMock.mockResolvedValueOnce(accepted());
    const { user } = renderForm({ car: usedCar });
    expect(screen.queryByRole('checkbox', { name: 'I am interested in finance' })).toBeNull();
    await fillEnquiry(user);
    const tradeIn = screen.getByRole('radiogroup', { name: 'Do you have a trade-in?' });
    await user.click(within(tradeIn).getByRole('radio', { name: 'Yes' }));
    const finance = screen.getByRole('radiogroup', { name: 'Are you interested in finance?' });
    await user.click(within(finance).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.click(submitButton());
    await screen.findByText(SUCCESS_TITLE);
    expect(sentBody().values).toMatchObject({
      'do-you-have-a-trade-in': 'Yes',
      finance: 'No',
      PreferredContactMethod: 'SMS',
    });
    expect(sentBody().values).not.toHaveProperty('page_id');
  });

  it('a service enquiry offers the site’s additional services and sends those ticked', async () => {
    fetchMock.mockResolvedValueOnce(accepted());
    const { user } = renderForm({
      form: 'service',
      options: { ...withTerms, additionalServices: ['Wheel Alignment', 'Tyre Check', 'Car Wash'] },
      pageId: 'service',
    });
    const group = screen.getByRole('group', { name: 'Additional Services' });
    await fillEnquiry(user);
    await user.click(within(group).getByRole('checkbox', { name: 'Car Wash' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Wheel Alignment' }));
    await user.click(submitButton());
    await screen.findByText(SUCCESS_TITLE);
    // in the site's order, whatever order they were ticked in
    expect(sentBody().values).toMatchObject({
      page_id: 'service',
      additional_services: ['Wheel Alignment', 'Car Wash'],
    });
  });

  it('a service enquiry of a site that offers no extras does not ask', () => {
    renderForm({ form: 'service' });
    expect(screen.queryByRole('group', { name: 'Additional Services' })).toBeNull();
  });
});

describe('LeadForm in steps (spec §4 multi-step enquiry)', () => {
  it('checks each step before the next, keeps answers on Back, and the last submits: the car kept, then /success', async () => {
    const { user, navigate } = renderForm({
      steps: true,
      afterSubmit: 'success-page',
      car: { ...usedCar, href: '/cars/2021-toyota-rav4-gx-u42' },
    });
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your enquiry' })).toBeTruthy();
    // the details are the next step's
    expect(screen.queryByRole('textbox', { name: 'First Name' })).toBeNull();
    await user.click(submitButton('Continue'));
    const summary = await screen.findByRole('alert', { name: 'Please fix the following errors:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Message is required.']);
    await user.type(textbox('Message'), 'Is it still available?');
    await user.click(submitButton('Continue'));

    const details = await screen.findByRole('heading', { name: 'Your details' });
    expect(document.activeElement).toBe(details);
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(textbox('Message').value).toBe('Is it still available?');
    await user.click(submitButton('Continue'));
    await screen.findByRole('heading', { name: 'Your details' });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    fetchMock.mockResolvedValueOnce(accepted());
    await user.click(submitButton('Submit Enquiry'));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody()).toMatchObject({
      form: 'enquiry',
      form_completed: true,
      car_id: 42,
      values: { message: 'Is it still available?', name: 'Jordan', postcode: '3175' },
    });
    expect(JSON.parse(window.localStorage.getItem(ENQUIRED_CAR_KEY)!)).toMatchObject({
      id: 42,
      name: '2021 Toyota RAV4 GX',
      href: '/cars/2021-toyota-rav4-gx-u42',
    });
  }, 20_000);
});
