import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocationMap } from './LocationMap';

// A location's map: the picture from the site's image route (drawn here), and, where the site
// has a maps provider, its interactive map loaded on a press into the same box.

const drawnMap = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="1200" height="800"><rect width="600" height="400" fill="#eef0e8"/><path d="M0 120H600M0 200H600M0 280H600M120 0V400M240 0V400M360 0V400M480 0V400" stroke="#fff" stroke-width="8"/><path d="M0 214H600" stroke="#fcd77f" stroke-width="17"/><path d="M300 200c-4-9-15-17-15-28a15 15 0 0 1 30 0c0 11-11 19-15 28z" fill="#d93025"/></svg>`,
)}`;

// what a provider's embed would show, without reaching one
const embed = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><head><title>Map</title></head><body style="margin:0;font:16px sans-serif;background:#dfe9f3"><main><p style="margin:1rem">Interactive map of Southern Cross Ringwood</p></main></body></html>',
)}`;

const image = {
  src: drawnMap,
  width: 600,
  height: 400,
  alt: 'Map showing the location of Southern Cross Ringwood',
};

const meta = {
  title: 'Dealer/LocationMap',
  component: LocationMap,
  args: { image, interactive: null },
} satisfies Meta<typeof LocationMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The embedded default: the picture alone, its alt text naming the place, sized before it loads. */
export const Picture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: image.alt });
    await expect(picture).toHaveAttribute('width', '600');
    await expect(picture).toHaveAttribute('height', '400');
    await expect(canvas.queryByRole('button')).toBeNull();
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="location-map"]')!;
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.round((width / height) * 10) / 10).toBe(1.5);
  },
};

/** With a provider: nothing of it loads until the press; then its map, focused, in the same box. */
export const InteractiveOnPress: Story = {
  args: {
    interactive: { src: embed, title: 'Interactive map of Southern Cross Ringwood' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="location-map"]')!;
    const before = box.getBoundingClientRect().height;
    const button = canvas.getByRole('button', { name: 'View interactive map' });
    // by keyboard, as a shopper without a mouse
    button.focus();
    await userEvent.keyboard('{Enter}');
    const frame = await canvas.findByTitle('Interactive map of Southern Cross Ringwood');
    await expect(frame.tagName).toBe('IFRAME');
    await waitFor(() => expect(document.activeElement).toBe(frame));
    await expect(canvas.queryByRole('button', { name: 'View interactive map' })).toBeNull();
    await expect(box.getBoundingClientRect().height).toBe(before);
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const ToyotaInteractive: Story = {
  ...InteractiveOnPress,
  globals: { brand: 'toyota' },
};
export const Caravan: Story = { globals: { brand: 'caravan' } };
export const CaravanInteractive: Story = {
  ...InteractiveOnPress,
  globals: { brand: 'caravan' },
};
