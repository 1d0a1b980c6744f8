import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { PageBanner } from './PageBanner';

// A page's banner over its heading: a low strip at every width, the picture cropped to it.

const drawn = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 320"><rect width="1600" height="320" fill="${fill}"/><rect y="260" width="1600" height="60" fill="#1f2937" opacity="0.3"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<ellipse cx="${120 + i * 230}" cy="170" rx="56" ry="18" fill="#fff" opacity="0.8"/>`).join('')}</svg>`,
  )}`;

const meta = {
  title: 'Dealer/PageBanner',
  component: PageBanner,
  args: { image: { src: drawn('#2f8f5b'), width: 1600, height: 320 }, priority: true },
  render: (args) => (
    <Stack space="large">
      <PageBanner {...args} />
      <Heading level={1}>Finance</Heading>
    </Stack>
  ),
} satisfies Meta<typeof PageBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const strip = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="page-banner"]')!;

/** Over the page's heading, decorative: the heading says what the page is. */
export const OverTheHeading: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = strip(canvasElement);
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Finance' });
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
    await expect(banner.querySelector('img')).toHaveAttribute('alt', '');
    // a low strip: at most 240px high
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(240);
  },
};

/** On a phone: the same strip, 5 to 1. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { width, height } = strip(canvasElement).getBoundingClientRect();
    await expect(Math.round(width / height)).toBe(5);
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: { image: { src: drawn('#b7791f'), width: 1600, height: 320 } },
};
