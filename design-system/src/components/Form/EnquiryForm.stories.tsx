import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { TermsCheckbox } from '../Checkbox/TermsCheckbox';
import { OptInCheckbox } from '../Checkbox/OptInCheckbox';
import { DealershipSelect } from '../DealershipSelect/DealershipSelect';
import { EmailField } from '../TextField/EmailField';
import { PhoneField } from '../TextField/PhoneField';
import { PostcodeField } from '../TextField/PostcodeField';
import { TextArea } from '../TextField/TextArea';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { SubmitButton } from './SubmitButton';

// A story-only schema in the shape of the platform's enquiry schema (spec §3 form fields, §5).
const enquirySchema = z.object({
  name: z.string().trim().min(1, 'First Name is required.'),
  last_name: z.string().trim(),
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required.')
    .pipe(z.email('Please enter a valid email address.')),
  phone: z
    .string()
    .trim()
    .regex(/^0[2-478]\d{8}$/, 'Please enter a valid phone number.'),
  postcode: z.string().regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.'),
  location_id: z.number({ error: 'Please select a dealership.' }),
  message: z.string().trim().min(1, 'Message is required.'),
  terms: z.literal(true, { error: '*You must agree to the terms of use before submitting.' }),
  opt_in: z.boolean(),
});
type EnquiryInput = z.input<typeof enquirySchema>;
type Enquiry = z.output<typeof enquirySchema>;

const dealerships = [
  { value: 12, label: 'Parramatta Toyota' },
  { value: 14, label: 'Penrith Toyota' },
  { value: 19, label: 'Blacktown Toyota' },
];

function EnquiryForm({ onSubmit }: { onSubmit: (values: Enquiry) => void }) {
  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: zodResolver(enquirySchema),
    defaultValues: { name: '', last_name: '', email: '', phone: '', postcode: '', message: '' },
    shouldFocusError: false,
  });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values)} aria-label="Enquire about this car">
      <TextField name="name" label="First Name" autoComplete="given-name" required />
      <TextField name="last_name" label="Last Name" autoComplete="family-name" />
      <EmailField required />
      <PhoneField required />
      <PostcodeField required />
      <DealershipSelect options={dealerships} />
      <TextArea name="message" label="Message" required />
      <TermsCheckbox />
      <OptInCheckbox />
      <div>
        <SubmitButton>Send Enquiry</SubmitButton>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Enquiry form',
  component: EnquiryForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof EnquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const messages = [
  'First Name is required.',
  'Email Address is required.',
  'Please enter a valid phone number.',
  'Invalid postcode. Please enter a 4-digit number.',
  'Please select a dealership.',
  'Message is required.',
  '*You must agree to the terms of use before submitting.',
];

const submitEmpty: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Enquiry' }));
  const summary = await canvas.findByRole('alert', { name: 'Please fix the following errors:' });
  await waitFor(() => expect(summary).toHaveFocus());
};

/** Submitting empty lists every error; fixing them sends the typed values. */
export const SubmitAndFix: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submitEmpty({ canvasElement } as never);
    const summary = canvas.getByRole('alert', { name: 'Please fix the following errors:' });
    const links = within(summary).getAllByRole('link');
    // in the order of the fields
    await expect(links.map((link) => link.textContent)).toEqual(messages);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First Name is required.');
    await expect(canvas.getByRole('checkbox', { name: /terms of use/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).not.toHaveAttribute(
      'aria-invalid',
    );

    // a link in the summary takes the shopper to the field
    await userEvent.click(
      within(summary).getByRole('link', {
        name: 'Invalid postcode. Please enter a 4-digit number.',
      }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveFocus();

    await userEvent.type(firstName, 'Jordan');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lee');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email Address' }),
      'jordan@example.com',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile Number' }), '0412345678');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'NSW 20001');
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2000');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Dealership' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Penrith Toyota' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Is the RAV4 still available?',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms of use/ }));
    await expect(firstName).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Jordan',
        last_name: 'Lee',
        email: 'jordan@example.com',
        phone: '0412345678',
        postcode: '2000',
        location_id: 14,
        message: 'Is the RAV4 still available?',
        terms: true,
        opt_in: true,
      }),
    );
    await expect(
      canvas.queryByRole('alert', { name: 'Please fix the following errors:' }),
    ).toBeNull();
  },
};

/** The errors in each brand: the a11y check covers the critical colours on its surfaces. */
export const ErrorsToyota: Story = { globals: { brand: 'toyota' }, play: submitEmpty };
export const ErrorsCaravan: Story = { globals: { brand: 'caravan' }, play: submitEmpty };
