import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteError } from './SiteError';

const meta = {
  title: 'Pages/SiteError',
  component: SiteError,
  argTypes: { onRetry: { control: false } },
  args: {
    reference: '1792358504',
    onRetry: fn(),
    links: [
      { label: 'Back to home', href: '/' },
      { label: 'Search our stock', href: '/search' },
    ],
  },
} satisfies Meta<typeof SiteError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a page that failed shows: plain words, a way to try again, ways on, a reference. */
const checksThePanel: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Something went wrong' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('link', { name: 'Search our stock' })).toHaveAttribute(
    'href',
    '/search',
  );
  await expect(canvas.getByText('1792358504')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
};

export const PageError: Story = { play: checksThePanel };
export const Toyota: Story = { globals: { brand: 'toyota' }, play: checksThePanel };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    links: [
      { label: 'Back to home', href: '/' },
      { label: 'Search our caravans', href: '/search' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Search our caravans' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An error with no reference (one thrown in the browser): no reference line. */
export const WithoutReference: Story = {
  args: { reference: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Error reference/)).toBeNull();
  },
};

/** Nothing to retry: the first way on is the main button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: checksThePanel,
};
