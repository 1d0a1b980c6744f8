import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { DEALERSHIP_PLACEHOLDER, DealershipSelect } from './DealershipSelect';

const onSubmit = fn();
const schema = z.object({ location_id: z.number({ error: 'Please select a dealership.' }) });

const dealerships = [
  { value: 12, label: 'Parramatta Toyota' },
  { value: 14, label: 'Penrith Toyota' },
  { value: 19, label: 'Blacktown Toyota' },
];

const meta = {
  title: 'Forms/DealershipSelect',
  component: DealershipSelect,
  args: { options: dealerships },
  render: (args) => (
    <FormFixture schema={schema} onSubmit={onSubmit}>
      <DealershipSelect {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof DealershipSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several dealerships: the shopper must choose; the form keeps the location id. */
export const ChooseADealership: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Dealership' });
    await expect(trigger).toHaveTextContent(DEALERSHIP_PLACEHOLDER);
    await expect(DEALERSHIP_PLACEHOLDER).toBe('Please select a dealership...');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(trigger).toHaveAccessibleDescription('Please select a dealership.');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Blacktown Toyota' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ location_id: 19 }));
  },
};

/** One dealership: chosen already. */
export const OnlyOne: Story = {
  args: { options: [{ value: 7, label: 'Toowoomba Caravans' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Dealership' })).toHaveTextContent(
        'Toowoomba Caravans',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ location_id: 7 }));
  },
};

/** No dealerships: nothing to choose, so nothing renders. */
export const NoneToChoose: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const PreferredDealership: Story = {
  args: { name: 'preferredDealership', label: 'Preferred dealership', hint: 'Nearest first' },
  render: (args) => (
    <FormFixture onSubmit={onSubmit}>
      <DealershipSelect {...args} />
    </FormFixture>
  ),
};

const showError: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
  await within(canvasElement).findByText('Please select a dealership.', { selector: 'span' });
};
export const ErrorToyota: Story = { globals: { brand: 'toyota' }, play: showError };
export const ErrorCaravan: Story = { globals: { brand: 'caravan' }, play: showError };
