import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { EmailField } from './EmailField';

const onSubmit = fn();
const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required.')
    .pipe(z.email('Please enter a valid email address.')),
});

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { required: true },
  render: (args) => (
    <FormFixture schema={schema} defaultValues={{ email: '' }} onSubmit={onSubmit}>
      <EmailField {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmailAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com' }));
  },
};

const invalid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: 'Email Address' });
  await userEvent.type(input, 'sam@');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
};
export const Invalid: Story = { play: invalid };
export const InvalidToyota: Story = { globals: { brand: 'toyota' }, play: invalid };
export const InvalidCaravan: Story = { globals: { brand: 'caravan' }, play: invalid };
