import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { MoneyField } from './MoneyField';

const onSubmit = fn();
const schema = z.object({
  offer_from_client: z
    .number({ error: 'Please enter your offer.' })
    .positive('Please enter your offer.'),
});

const meta = {
  title: 'Forms/MoneyField',
  component: MoneyField,
  args: { name: 'offer_from_client', label: 'Your offer', required: true },
  render: (args) => (
    <FormFixture schema={schema} onSubmit={onSubmit}>
      <MoneyField {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Separators appear while typing; the form keeps a number. */
export const TypeAnAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Your offer' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '25000');
    await expect(input).toHaveValue('25,000');
    // the caret stays where the shopper types: a 1 after the 2 makes 215,000
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('215,000');
    await expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('5,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ offer_from_client: 5000 }));
  },
};

/** $5,000 to $70,000 by default; the chosen amount is pressed. */
export const QuickPicks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picks = within(canvas.getByRole('group', { name: 'Quick amounts' }));
    await expect(picks.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '$5,000',
      '$10,000',
      '$20,000',
      '$30,000',
      '$50,000',
      '$70,000',
    ]);
    await userEvent.click(picks.getByRole('button', { name: '$20,000' }));
    await expect(canvas.getByRole('textbox', { name: 'Your offer' })).toHaveValue('20,000');
    await expect(picks.getByRole('button', { name: '$20,000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ offer_from_client: 20_000 }));
  },
};

/** A site of larger amounts passes its own quick picks. */
export const CustomQuickPicks: Story = {
  args: {
    label: 'Budget',
    quickPicks: [300_000, 400_000, 500_000, 600_000, 800_000],
    hint: 'Choose an amount or type your own',
  },
  play: async ({ canvasElement }) => {
    const picks = within(within(canvasElement).getByRole('group', { name: 'Quick amounts' }));
    await expect(picks.getAllByRole('button')).toHaveLength(5);
    await expect(picks.getByRole('button', { name: '$800,000' })).toBeVisible();
  },
};

export const WithoutQuickPicks: Story = {
  args: { quickPicks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

const invalid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(canvas.getByRole('textbox', { name: 'Your offer' })).toHaveAccessibleDescription(
    'Please enter your offer.',
  );
};
export const Invalid: Story = { play: invalid };
export const InvalidToyota: Story = { globals: { brand: 'toyota' }, play: invalid };
export const InvalidCaravan: Story = { globals: { brand: 'caravan' }, play: invalid };
