import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../icons';
import { Text } from '../Text/Text';
import { ModalButton } from './ModalButton';

const meta = {
  title: 'Overlays/ModalButton',
  component: ModalButton,
  tags: ['autodocs'],
  args: {
    label: 'View disclaimer',
    icon: <InfoIcon />,
    variant: 'transparent',
    buttonSize: 'small',
    title: 'Finance disclaimer',
    size: 'large',
    children: (
      <Text>
        Estimated repayments are indicative only and are not a quote or an offer of finance.
      </Text>
    ),
  },
} satisfies Meta<typeof ModalButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog loads on the first press and opens with its title; Escape or 'Close' returns
 * focus to the same button, which opens it again.
 */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View disclaimer' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Finance disclaimer' });
    await waitFor(() => expect(within(dialog).getByText(/indicative only/)).toBeVisible());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Finance disclaimer' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const HolidayHours: Story = {
  args: {
    label: 'View Holiday Hours',
    icon: undefined,
    variant: 'ghost',
    title: 'Holiday Hours',
    size: 'small',
    children: <Text>Christmas Day: Closed</Text>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View Holiday Hours' }),
    );
    await screen.findByRole('dialog', { name: 'Holiday Hours' });
  },
};
