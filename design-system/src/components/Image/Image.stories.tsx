import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImageLoaderProvider } from '../../theme/ImageContext';
import { Image } from './Image';

// A raster photo (1200 x 800 JPEG) as a dealer's feed brings them, shown in each slot.
const photo = new URL('./sample-photo.jpg', import.meta.url).href;

const meta = {
  title: 'Media/Image',
  component: Image,
  args: {
    src: photo,
    alt: '2023 Toyota RAV4 GX in red, front three-quarter view',
    width: 1200,
    height: 800,
    slot: 'card',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without an app's image route (as here): the picture at its own address, loaded lazily. */
export const PlainPicture: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img.getAttribute('srcset')).toBeNull();
    await expect(img.getAttribute('loading')).toBe('lazy');
    await expect(img.getAttribute('width')).toBe('1200');
  },
};

/** Through an image route: a srcset over the slot's widths and its sizes. */
export const ThroughTheImageRoute: Story = {
  decorators: [
    (Story) => (
      // the stand-in route answers the original for every width (the fragment names the width)
      <ImageLoaderProvider loader={(src, width) => `${src}#w=${width}`}>
        <Story />
      </ImageLoaderProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img.getAttribute('srcset')).toBe(
      [320, 480, 640, 960].map((w) => `${photo}#w=${w} ${w}w`).join(', '),
    );
    await expect(img.getAttribute('sizes')).toBe(
      '(min-width: 1200px) 300px, (min-width: 768px) 45vw, 100vw',
    );
  },
};

/** The page's largest picture: fetched first and never lazily. */
export const LargestPicture: Story = {
  args: { slot: 'gallery', priority: true },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img.getAttribute('fetchpriority')).toBe('high');
    await expect(img.getAttribute('loading')).toBe('eager');
  },
};
