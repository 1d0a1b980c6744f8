import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { TOAST_DURATION, ToastProvider, type ToastOptions, useToast } from './Toast';

const onViewList = fn();

const saved: ToastOptions = {
  title: 'Car Saved In Watchlist',
  description: '2023 Toyota RAV4 GX is now available in your watchlist',
  tone: 'positive',
  action: { label: 'View List', onClick: onViewList },
};
const removed: ToastOptions = {
  title: 'Car Removed',
  description: '2023 Toyota RAV4 GX is no longer in your watchlist',
  action: { label: 'View List', href: '/watchlist' },
};
const failed: ToastOptions = {
  title: 'Something went wrong',
  description: 'We could not update your watchlist. Please try again.',
  tone: 'critical',
};

function Triggers() {
  const { toast, dismiss } = useToast();
  return (
    <Inline space="small">
      <Button onClick={() => toast(saved)}>Save car</Button>
      <Button variant="ghost" onClick={() => toast(removed)}>
        Remove car
      </Button>
      <Button variant="ghost" tone="critical" onClick={() => toast(failed)}>
        Fail
      </Button>
      <Button variant="transparent" onClick={dismiss}>
        Dismiss
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: <Triggers /> },
  argTypes: { children: { control: false } },
  beforeEach: () => onViewList.mockClear(),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts' region, which the first toast of the page brings in (its code loads with it). */
const viewportOf = async (canvasElement: HTMLElement) =>
  within(
    await waitFor(() => {
      const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="toast-viewport"]');
      expect(viewport).not.toBeNull();
      return viewport!;
    }),
  );

export const SavedWithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // no region (nor its code) until the first toast
    await expect(canvasElement.querySelector('[data-slot="toast-viewport"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save car' }));
    const toasts = await viewportOf(canvasElement);
    await waitFor(() => expect(toasts.getByText('Car Saved In Watchlist')).toBeVisible());
    await expect(
      toasts.getByText('2023 Toyota RAV4 GX is now available in your watchlist'),
    ).toBeVisible();
    await userEvent.click(toasts.getByRole('button', { name: 'View List' }));
    await expect(onViewList).toHaveBeenCalledTimes(1);
    // the action closes the toast
    await waitFor(() => expect(toasts.queryByText('Car Saved In Watchlist')).toBeNull());
  },
};

/** Only one toast at a time: a new toast replaces the one showing. */
export const NewToastReplacesTheOld: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save car' }));
    const toasts = await viewportOf(canvasElement);
    await toasts.findByText('Car Saved In Watchlist');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove car' }));
    await waitFor(() => expect(toasts.getByText('Car Removed')).toBeVisible());
    await waitFor(() => expect(toasts.queryByText('Car Saved In Watchlist')).toBeNull());
    await expect(canvasElement.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
    await expect(toasts.getByRole('link', { name: 'View List' })).toHaveAttribute(
      'href',
      '/watchlist',
    );
  },
};

/** A toast closes by itself after 3000 ms (spec §9). */
export const ClosesAfterItsDuration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // keep the pointer away from the toast: hovering pauses its timer
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await userEvent.unhover(canvas.getByRole('button', { name: 'Fail' }));
    const toasts = await viewportOf(canvasElement);
    await toasts.findByText('Something went wrong');
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION - 1000));
    await expect(toasts.getByText('Something went wrong')).toBeVisible();
    await waitFor(() => expect(toasts.queryByText('Something went wrong')).toBeNull(), {
      timeout: 2500,
    });
  },
};

export const DismissAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save car' }));
    const toasts = await viewportOf(canvasElement);
    await toasts.findByText('Car Saved In Watchlist');
    await userEvent.click(toasts.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toasts.queryByText('Car Saved In Watchlist')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove car' }));
    await toasts.findByText('Car Removed');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toasts.queryByText('Car Removed')).toBeNull());
  },
};

/** Left showing, so the a11y check covers each tone in each brand. */
export const Critical: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    await (await viewportOf(canvasElement)).findByText('Something went wrong');
  },
};
export const PositiveToyota: Story = {
  globals: { brand: 'toyota' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save car' }));
    await (await viewportOf(canvasElement)).findByText('Car Saved In Watchlist');
  },
};
export const NeutralCaravan: Story = {
  globals: { brand: 'caravan' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove car' }));
    await (await viewportOf(canvasElement)).findByText('Car Removed');
  },
};
