import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { DateField } from './DateField';

const onSubmit = fn();
const schema = z.object({ preferred_date: z.iso.date('Please choose a valid date.') });

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: {
    name: 'preferred_date',
    label: 'Preferred date',
    hint: 'We will confirm the time with you',
    min: '2025-01-01',
  },
  render: (args) => (
    <FormFixture schema={schema} defaultValues={{ preferred_date: '' }} onSubmit={onSubmit}>
      <DateField {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickADay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Preferred date');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', '2025-01-01');
    await userEvent.type(input, '2025-07-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ preferred_date: '2025-07-12' }));
  },
};

const invalid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(canvas.getByLabelText('Preferred date')).toHaveAttribute('aria-invalid', 'true');
};
export const Invalid: Story = { play: invalid };
export const InvalidToyota: Story = { globals: { brand: 'toyota' }, play: invalid };
export const InvalidCaravan: Story = { globals: { brand: 'caravan' }, play: invalid };
