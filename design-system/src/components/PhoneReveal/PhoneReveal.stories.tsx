import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { PhoneReveal, phoneRevealLabels, phoneRevealVariants } from './PhoneReveal';

const meta = {
  title: 'Actions/PhoneReveal',
  component: PhoneReveal,
  tags: ['autodocs'],
  args: { phone: '0412 345 678', onReveal: fn() },
  argTypes: {
    label: { control: 'inline-radio', options: phoneRevealLabels },
    variant: { control: 'inline-radio', options: phoneRevealVariants },
  },
} satisfies Meta<typeof PhoneReveal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Masked after five digits; a press reveals a tel: link and records it once (spec §4). */
export const ShowNumber: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reveal = canvas.getByRole('button', { name: 'Show phone number' });
    // the masked digits are seen, not read out
    await expect(reveal).toHaveTextContent(/^0412 3•••••Show phone number$/);
    await expect(within(reveal).getByText('0412 3•••••')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByText(/345 678/)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();

    await userEvent.click(reveal);
    const call = canvas.getByRole('link', { name: 'Call 0412 345 678' });
    await expect(call).toHaveAttribute('href', 'tel:0412345678');
    await expect(call).toHaveFocus();
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Left masked, so the a11y check covers the button before the reveal. */
export const Masked: Story = {
  play: async ({ args, canvasElement }) => {
    const reveal = within(canvasElement).getByRole('button', { name: 'Show phone number' });
    await expect(reveal).toBeVisible();
    await expect(args.onReveal).not.toHaveBeenCalled();
  },
};

export const CallNow: Story = {
  args: { label: 'Call Now', phone: '08 9274 0100', variant: 'solid' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reveal = canvas.getByRole('button', { name: 'Call Now (show phone number)' });
    await expect(reveal).toHaveTextContent('08 927•••••');
    await expect(reveal).toHaveTextContent(/Call Now/);
    await userEvent.click(reveal);
    await expect(canvas.getByRole('link', { name: 'Call 08 9274 0100' })).toHaveAttribute(
      'href',
      'tel:0892740100',
    );
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show phone number' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Call 0412 345 678' })).toHaveFocus();
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
  },
};

/** Two cards: each records its own reveal, once. */
export const RecordsOncePerCard: Story = {
  render: (args) => (
    <Stack space="small">
      <PhoneReveal {...args} phone="08 9274 0100" />
      <PhoneReveal {...args} phone="+61 8 9274 0200" label="Call Now" />
    </Stack>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show phone number' }));
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
    const second = canvas.getByRole('button', { name: 'Call Now (show phone number)' });
    await expect(second).toHaveTextContent(/^\+61 8 92••••••Call Now/);
    await userEvent.click(second);
    await expect(args.onReveal).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: 'Call +61 8 9274 0200' })).toHaveAttribute(
      'href',
      'tel:+61892740200',
    );
  },
};

/** Every variant, masked and revealed, for the a11y check in each brand. */
const AllVariants: Story = {
  render: (args) => (
    <Stack space="small">
      {phoneRevealVariants.map((variant) => (
        <PhoneReveal key={variant} {...args} variant={variant} label="Call Now" />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
export const VariantsToyota: Story = { ...AllVariants, globals: { brand: 'toyota' } };
export const VariantsCaravan: Story = { ...AllVariants, globals: { brand: 'caravan' } };
export const VariantsGeneric: Story = AllVariants;
