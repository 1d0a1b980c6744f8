import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { caravan, carPhotos, rav4 } from '../private/vehicle-fixtures';
import { VehicleGallery } from './VehicleGallery';

const meta = {
  title: 'Vehicle/VehicleGallery',
  component: VehicleGallery,
  args: { title: rav4.title, images: rav4.photos },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwelvePhotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole('region', { name: `Photos of ${rav4.title}` });
    const main = canvas.getByRole('img', { name: rav4.photos[0]!.alt });
    // the first picture is the LCP image: eager, high priority, its size reserved
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('decoding', 'async');
    await expect(main).toHaveAttribute('width', '1200');
    await expect(main).toHaveAttribute('height', '900');
    await expect(canvas.getByText('1 / 12')).toBeVisible();
    // thumbnails load lazily
    const thumbs = gallery.querySelectorAll('ul img');
    await expect(thumbs).toHaveLength(12);
    for (const thumb of thumbs) {
      await expect(thumb).toHaveAttribute('loading', 'lazy');
    }

    // a thumbnail switches the large picture
    const third = canvas.getByRole('button', { name: 'Show photo 3 of 12' });
    await userEvent.click(third);
    await expect(canvas.getByRole('img', { name: rav4.photos[2]!.alt })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: rav4.photos[0]!.alt })).toBeNull();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('3 / 12')).toBeVisible();
    await expect(canvas.getByText('Photo 3 of 12')).toBeInTheDocument();

    // next and previous step through, and wrap round at the ends
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByRole('img', { name: rav4.photos[3]!.alt })).toBeVisible();
    await expect(canvas.getByText('4 / 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 1 of 12' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(canvas.getByText('12 / 12')).toBeVisible();
    await expect(canvas.getByRole('img', { name: rav4.photos[11]!.alt })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show photo 12 of 12' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const OnePhoto: Story = {
  args: { images: rav4.photos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: rav4.photos[0]!.alt })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next photo' })).toBeNull();
    await expect(canvas.queryByText('1 / 1')).toBeNull();
  },
};

export const NoPhotos: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Photos coming soon')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The frame keeps the first picture's shape, so the page does not move as pictures load. */
export const NoLayoutShift: Story = {
  args: { images: carPhotos(rav4.title, '#1e3a8a', 40) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('img', { name: /front three-quarter/ });
    const frame = main.parentElement!;
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round((width / height) * 100)).toBe(133);
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 40 of 40' }));
    await expect(frame.getBoundingClientRect().height).toBe(height);
    await expect(canvas.getByText('40 / 40')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByText('2 / 12')).toBeVisible();
  },
};

/** From the keyboard: the arrow keys, Home and End move the picture from any of its buttons. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next photo' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('3 / 12')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('12 / 12')).toBeVisible();
    const last = canvas.getByRole('button', { name: 'Show photo 12 of 12' });
    last.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('1 / 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show photo 1 of 12' })).toHaveFocus();
  },
};

/** On a touch screen a swipe left or right moves a picture; a short touch does not. */
export const Swipe: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('img', { name: rav4.photos[0]!.alt }).parentElement!;
    const swipe = (fromX: number, toX: number) => {
      const at = (x: number) =>
        new Touch({ identifier: 1, target: frame, clientX: x, clientY: 120 });
      frame.dispatchEvent(
        new TouchEvent('touchstart', {
          bubbles: true,
          touches: [at(fromX)],
          changedTouches: [at(fromX)],
        }),
      );
      frame.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(toX)] }),
      );
    };
    swipe(260, 80);
    await expect(await canvas.findByText('2 / 12')).toBeVisible();
    swipe(100, 110);
    await expect(await canvas.findByText('2 / 12')).toBeVisible();
    swipe(80, 260);
    await expect(await canvas.findByText('1 / 12')).toBeVisible();
  },
};

/** Fullscreen by keyboard: open it, move with the arrows, zoom, and Escape back to the page. */
export const FullscreenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'View fullscreen' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: `Photos of ${rav4.title}` });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(dialog).getByText('3 / 12')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: rav4.photos[2]!.alt })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'true');
    const big = within(dialog).getByRole('img', { name: rav4.photos[2]!.alt });
    // twice the stage's width, to be moved about by scrolling
    await expect(big.getBoundingClientRect().width).toBeGreaterThan(
      big.parentElement!.clientWidth * 1.5,
    );
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText('3 / 12')).toBeVisible();
    await expect(open).toHaveFocus();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: { title: caravan.title, images: caravan.photos },
};
