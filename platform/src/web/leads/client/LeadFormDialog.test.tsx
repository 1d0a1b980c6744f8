import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLeadFormOptions } from '../../../domain/lead-forms';
import { LeadFormDialog } from './LeadFormDialog';

const car = { id: 7, name: '2022 Mazda CX-5 Maxx', carType: 'used' as const, tag: null };

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('LeadFormDialog', () => {
  it('opens its form in a dialog named by the title, about the car', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <LeadFormDialog
        form="test-drive"
        triggerLabel="Book a Test Drive"
        title="Book a Test Drive"
        car={car}
        options={defaultLeadFormOptions}
        dealerships={[]}
        triggerVariant="ghost"
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book a Test Drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Test Drive' });
    expect(within(dialog).getByText(car.name)).toBeTruthy();
    expect(
      within(dialog).getByRole('form', { name: `Book a Test Drive: ${car.name}` }),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Preferred Date')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Book Test Drive' })).toBeTruthy();
  });

  it('opens on arrival at its #hash', async () => {
    window.location.hash = '#enquire';
    render(
      <LeadFormDialog
        form="enquiry"
        triggerLabel="Enquire Now"
        title="Enquire Now"
        car={car}
        options={defaultLeadFormOptions}
        dealerships={[]}
        openOnHash="enquire"
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Enquire Now' })).toBeTruthy();
  });
});
