import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { RadioGroupField } from '../RadioGroup/RadioGroupField';
import { PostcodeField } from '../TextField/PostcodeField';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, errorSummaryHeadingLevels } from './ErrorSummary';
import { FormFixture } from './FormFixture';

const schema = z.object({
  name: z.string().trim().min(1, 'First Name is required.'),
  postcode: z.string().regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.'),
  PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS'], {
    error: 'Please choose how we should contact you.',
  }),
});

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  argTypes: { headingLevel: { control: 'inline-radio', options: errorSummaryHeadingLevels } },
  render: (args) => (
    <FormFixture
      schema={schema}
      defaultValues={{ name: '', postcode: '' }}
      onSubmit={fn()}
      errorSummary={false}
    >
      <ErrorSummary {...args} />
      <TextField name="name" label="First Name" required />
      <PostcodeField required />
      <RadioGroupField
        name="PreferredContactMethod"
        label="Preferred contact method"
        options={[
          { value: 'Phone', label: 'Phone' },
          { value: 'Email', label: 'Email' },
          { value: 'SMS', label: 'SMS' },
        ]}
        orientation="horizontal"
        required
      />
    </FormFixture>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  return canvas.findByRole('alert', { name: 'Please fix the following errors:' });
};

/** Links in field order; each one moves focus to its field, a group to its first radio. */
export const LinksToFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    const summary = await submit(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    const heading = within(summary).getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('Please fix the following errors:');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'First Name is required.',
      'Invalid postcode. Please enter a 4-digit number.',
      'Please choose how we should contact you.',
    ]);

    await userEvent.click(within(summary).getByRole('link', { name: 'First Name is required.' }));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Please choose how we should contact you.' }),
    );
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toHaveFocus();

    // fixed fields leave the list as the shopper types
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Alex');
    await expect(
      within(summary).queryByRole('link', { name: 'First Name is required.' }),
    ).toBeNull();
  },
};

export const InASection: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const summary = await submit(canvasElement);
    await expect(within(summary).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const Toyota: Story = {
  globals: { brand: 'toyota' },
  play: async ({ canvasElement }) => void (await submit(canvasElement)),
};
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  play: async ({ canvasElement }) => void (await submit(canvasElement)),
};
