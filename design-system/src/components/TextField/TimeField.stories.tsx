import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { TimeField } from './TimeField';

const onSubmit = fn();
const schema = z.object({
  preferred_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a valid time.'),
});

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: { name: 'preferred_time', label: 'Preferred time', min: '08:00', max: '17:00', step: 900 },
  render: (args) => (
    <FormFixture schema={schema} defaultValues={{ preferred_time: '' }} onSubmit={onSubmit}>
      <TimeField {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Preferred time');
    await expect(input).toHaveAttribute('type', 'time');
    await userEvent.type(input, '10:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ preferred_time: '10:30' }));
  },
};

const invalid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(canvas.getByLabelText('Preferred time')).toHaveAccessibleDescription(
    'Please choose a valid time.',
  );
};
export const Invalid: Story = { play: invalid };
export const InvalidToyota: Story = { globals: { brand: 'toyota' }, play: invalid };
export const InvalidCaravan: Story = { globals: { brand: 'caravan' }, play: invalid };
