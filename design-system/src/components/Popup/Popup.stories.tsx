import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Popup } from './Popup';

const banner = (sky: string, ground: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${sky}"/><rect y="520" width="1200" height="280" fill="${ground}"/><path d="M300 560 Q320 470 440 460 L520 390 Q580 360 700 362 L790 372 Q860 392 900 470 L950 490 Q980 520 960 560 Z" fill="#2d3a4a"/><circle cx="440" cy="570" r="55" fill="#111"/><circle cx="830" cy="570" r="55" fill="#111"/></svg>`,
  )}`;

const onClose = fn();

const meta = {
  title: 'Feedback/Popup',
  component: Popup,
  tags: ['autodocs'],
  args: {
    title: 'End of Financial Year Sale',
    description: 'Drive-away deals on every RAV4 in stock until 30 June.',
    image: {
      src: banner('#bfe3f7', '#e8d7b0'),
      alt: 'A blue RAV4 parked by the beach',
      width: 1200,
      height: 800,
    },
    action: { label: 'View Offers', href: '/special-offers' },
    onClose,
  },
  argTypes: { description: { control: 'text' } },
  beforeEach: () => onClose.mockClear(),
} satisfies Meta<typeof Popup>;
export default meta;
type Story = StoryObj<typeof meta>;

const findPopup = () => screen.findByRole('dialog', { name: 'End of Financial Year Sale' });

/** Visible from the start; the close button closes it. */
export const StartsVisible: Story = {
  play: async () => {
    const popup = await findPopup();
    await expect(popup).toHaveAccessibleDescription(
      'Drive-away deals on every RAV4 in stock until 30 June.',
    );
    await expect(within(popup).getByRole('link', { name: 'View Offers' })).toHaveAttribute(
      'href',
      '/special-offers',
    );
    // spec §9: at most 600px wide and 80vh high, the image at most 40vh
    const box = popup.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(600);
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.8 + 1);
    const image = within(popup).getByRole('img', { name: 'A blue RAV4 parked by the beach' });
    await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(
      window.innerHeight * 0.4 + 1,
    );

    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnImageClick: Story = {
  play: async () => {
    const popup = await findPopup();
    await userEvent.click(
      within(popup).getByRole('img', { name: 'A blue RAV4 parked by the beach' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnEscape: Story = {
  play: async () => {
    const popup = await findPopup();
    // focus starts inside the popup
    await expect(popup.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

const onBook = fn();

/** The button can be an action instead of a link. */
export const WithAnOnClickButton: Story = {
  args: {
    title: 'Service Open Day',
    description: 'Free 20-point safety check this Saturday.',
    action: { label: 'Book a Service', onClick: onBook },
  },
  beforeEach: () => onBook.mockClear(),
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Service Open Day' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Book a Service' }));
    await expect(onBook).toHaveBeenCalledTimes(1);
  },
};

/** Without an image or a description: the title, the button and the close button. */
export const TextOnly: Story = {
  args: { image: undefined, description: undefined },
  play: async () => {
    const popup = await findPopup();
    await expect(popup).not.toHaveAttribute('aria-describedby');
    await expect(within(popup).queryByRole('img')).toBeNull();
  },
};

export const Toyota: Story = {
  globals: { brand: 'toyota' },
  play: async () => void (await findPopup()),
};
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  play: async () => void (await findPopup()),
};

/** A small phone and a long text: the popup scrolls inside 80vh, the image stays within 40vh. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    description:
      'Drive-away deals on every RAV4 in stock until 30 June. Conditions apply: offer ends 30 June, while stocks last, at participating dealers only. Excludes fleet, government and rental buyers. Drive-away prices include registration, CTP insurance and dealer delivery.',
  },
  play: async () => {
    const popup = await findPopup();
    await expect(popup.getBoundingClientRect().height).toBeLessThanOrEqual(
      window.innerHeight * 0.8 + 1,
    );
    await expect(popup.scrollHeight).toBeGreaterThan(popup.clientHeight);
    const image = within(popup).getByRole('img');
    await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(
      window.innerHeight * 0.4 + 1,
    );
  },
};
