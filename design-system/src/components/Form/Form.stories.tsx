import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { EmailField } from '../TextField/EmailField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { SubmitButton } from './SubmitButton';

const schema = z.object({
  name: z.string().trim().min(1, 'First Name is required.'),
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required.')
    .pipe(z.email('Please enter a valid email address.')),
});
type Values = z.infer<typeof schema>;

// spec §8: a failed submit shows the server's message, or this text
const SUBMIT_FAILED = 'An error occurred when submitting this form';

function CallBackForm({
  onSubmit,
  formError,
}: {
  onSubmit: (values: Values) => unknown;
  formError?: ReactNode;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '' },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => void (await onSubmit(values))}
      formError={formError}
      aria-label="Request a call back"
    >
      <TextField name="name" label="First Name" required />
      <EmailField required />
      <div>
        <SubmitButton>Request a Call Back</SubmitButton>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: CallBackForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CallBackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Request a call back' });
    await expect(form).toHaveAttribute('novalidate');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Sam');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'sam@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Sam', email: 'sam@example.com' }),
    );
  },
};

/** The server's reason a submit failed, as a destructive alert above the fields. */
export const WithFormError: Story = {
  args: { formError: SUBMIT_FAILED },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(SUBMIT_FAILED);
    await expect(alert).toHaveAttribute('data-tone', 'critical');
  },
};

function FailingForm() {
  const [formError, setFormError] = useState<string>();
  return (
    <CallBackForm
      formError={formError}
      onSubmit={async () => {
        setFormError(undefined);
        try {
          throw new Error('Lead service unavailable');
        } catch {
          setFormError(SUBMIT_FAILED);
        }
      }}
    />
  );
}

/** The page catches a failed submit and hands its message to the form. */
export const SubmitFails: Story = {
  render: () => <FailingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Sam');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Request a Call Back' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SUBMIT_FAILED);
  },
};

const showErrors: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Request a Call Back' }));
  await canvas.findByRole('alert', { name: 'Please fix the following errors:' });
};

/** Form error, error summary and field errors together, in each brand. */
export const AllErrors: Story = { args: { formError: SUBMIT_FAILED }, play: showErrors };
export const AllErrorsToyota: Story = { ...AllErrors, globals: { brand: 'toyota' } };
export const AllErrorsCaravan: Story = { ...AllErrors, globals: { brand: 'caravan' } };
