import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLeadFormOptions, FEEDBACK_RATING_MESSAGE } from '../../../domain/lead-forms';
import { LeadForm, SUCCESS_TITLE } from './LeadForm';

// spec §2 /customer-feedback-survey: the customer rates the experience and says what happened;
// the form is sent as a lead like every other.

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

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('the customer feedback form', () => {
  it('asks for a rating, then sends it with the message', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { success: true, lead_id: 'lead-9', success_page: '/success' },
        { status: 201 },
      ),
    );
    const user = userEvent.setup({ delay: null });
    render(
      <LeadForm
        form="customer-feedback"
        options={defaultLeadFormOptions}
        dealerships={[]}
        afterSubmit="message"
        retryDelaysMs={[0]}
        source="Customer Feedback Survey"
        aria-label="Your feedback"
      />,
    );
    await user.type(textbox('First Name'), 'Olivia');
    await user.type(textbox('Email Address'), 'olivia@example.com.au');
    await user.type(textbox('Mobile Number'), '0412 345 678');
    await user.type(textbox('Postcode'), '6056');
    await user.type(textbox('Message'), 'Nobody called me back.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    const errors = await screen.findByRole('heading', { name: 'Please fix the following errors:' });
    expect(errors).toBeTruthy();
    expect(screen.getAllByText(FEEDBACK_RATING_MESSAGE).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();

    const rating = screen.getByRole('radiogroup', { name: /How would you rate your experience/ });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(rating).getByRole('radio', { name: '2 - Poor' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText(SUCCESS_TITLE)).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as {
      form: string;
      values: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      form: 'customer-feedback',
      values: {
        name: 'Olivia',
        rating: '2',
        message: 'Nobody called me back.',
        source: 'Customer Feedback Survey',
      },
    });
  });
});
