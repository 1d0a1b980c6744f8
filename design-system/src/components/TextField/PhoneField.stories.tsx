import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { PhoneField } from './PhoneField';

const onSubmit = fn();
const schema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^0[2-478]\d{8}$/, 'Please enter a valid phone number.'),
});

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { required: true },
  render: (args) => (
    <FormFixture schema={schema} defaultValues={{ phone: '' }} onSubmit={onSubmit}>
      <PhoneField {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MobileNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mobile Number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(input, '0412345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '0412345678' }));
  },
};

const invalid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: 'Mobile Number' });
  await userEvent.type(input, '12345');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(input).toHaveAccessibleDescription('Please enter a valid phone number.');
};
export const Invalid: Story = { play: invalid };
export const InvalidToyota: Story = { globals: { brand: 'toyota' }, play: invalid };
export const InvalidCaravan: Story = { globals: { brand: 'caravan' }, play: invalid };
