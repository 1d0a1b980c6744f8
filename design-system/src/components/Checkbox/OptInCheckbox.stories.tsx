import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormFixture } from '../Form/FormFixture';
import { OptInCheckbox } from './OptInCheckbox';

const onSubmit = fn();

const meta = {
  title: 'Forms/OptInCheckbox',
  component: OptInCheckbox,
  render: (args) => (
    <FormFixture onSubmit={onSubmit}>
      <OptInCheckbox {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof OptInCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checked to start with; the shopper may untick it. */
export const CheckedByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', {
      name: 'Keep me up to date with news and special offers',
    });
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute('aria-required');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ opt_in: true }));

    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ opt_in: false }));
  },
};

export const CustomLabel: Story = {
  args: { name: 'opt_in_finance', label: 'Send me finance offers', hint: 'No more than monthly' },
};
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
