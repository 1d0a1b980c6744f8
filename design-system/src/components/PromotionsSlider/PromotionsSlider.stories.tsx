import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CAROUSEL_SLIDE_MS } from '../Carousel/slides';
import { PromotionsSlider, type PromotionsSliderProps } from './PromotionsSlider';

// The home page's promotions slider: one wide picture (1920 x 540) at a time, its words on a
// panel of their own, moved only by the shopper.

const drawn = (from: string, to: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 540"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1920" height="540" fill="url(#g)"/>${[0, 1, 2, 3].map((i) => `<circle cx="${1100 + i * 200}" cy="270" r="70" fill="#fff" opacity="0.8"/>`).join('')}</svg>`,
  )}`;

const size = { width: 1920, height: 540 };

const slides: PromotionsSliderProps['slides'] = [
  {
    id: 'stocktake',
    image: { src: drawn('#7a1f3d', '#c2410c'), alt: 'A row of used cars under bunting', ...size },
    heading: 'End of Year Stocktake Sale',
    text: 'Sharp drive-away prices on every used car until 24 December.',
    link: { href: '/search/used-cars', label: 'Shop the sale' },
  },
  {
    id: 'finance',
    image: { src: drawn('#064e3b', '#0f766e'), alt: '', ...size },
    heading: 'Finance made simple',
    text: 'A quote in minutes from our lenders.',
    link: { href: '/finance', label: 'Get a quote' },
  },
  {
    id: 'service',
    image: { src: drawn('#1e3a8a', '#0369a1'), alt: 'A spanner over a wheel', ...size },
    heading: 'Book your next service',
  },
];

const meta = {
  title: 'Dealer/PromotionsSlider',
  component: PromotionsSlider,
  tags: ['autodocs'],
  args: { slides },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof PromotionsSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

const inView = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

/** One slide across, named 'Slide 1 of 3', moved by the buttons in 300 ms. */
export const Promotions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('region', { name: 'Promotions' });
    await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = canvas.getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    await expect(inView(canvasElement)).toEqual(['Slide 1 of 3']);
    // one slide fills the slider's width, its picture 1920 x 540 in shape
    const first = groups[0]!;
    await expect(
      Math.round(slider.getBoundingClientRect().width / first.getBoundingClientRect().width),
    ).toBe(1);
    const picture = within(first).getByRole('img', { name: 'A row of used cars under bunting' });
    await expect(picture).toHaveAttribute('width', '1920');
    await expect(picture).toHaveAttribute('height', '540');
    const box = picture.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(1920 / 540, 1);
    // not the page's first block here: every picture loads lazily
    await expect(picture).toHaveAttribute('loading', 'lazy');

    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const start = groups[1]!.getBoundingClientRect().left;
    await userEvent.click(next);
    await expect(inView(canvasElement)).toEqual(['Slide 2 of 3']);
    await waitFor(
      () =>
        expect(Math.round(groups[1]!.getBoundingClientRect().left)).toBe(
          Math.round(start - first.getBoundingClientRect().width),
        ),
      { timeout: CAROUSEL_SLIDE_MS * 3 },
    );
    await expect(within(groups[1]!).getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/finance',
    );
    await userEvent.click(next);
    await expect(inView(canvasElement)).toEqual(['Slide 3 of 3']);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(inView(canvasElement)).toEqual(['Slide 2 of 3']);
  },
};

/** The keyboard moves it with the buttons; only the slide in view's link takes the focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shop = canvas.getByRole('link', { name: 'Shop the sale' });
    const quote = canvas.getByRole('link', { name: 'Get a quote' });
    shop.focus();
    await expect(shop).toHaveFocus();
    // the next slide is inert: its link cannot take the focus
    quote.focus();
    await expect(quote).not.toHaveFocus();
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(inView(canvasElement)).toEqual(['Slide 2 of 3']);
    quote.focus();
    await expect(quote).toHaveFocus();
    next.focus();
    await userEvent.keyboard(' ');
    await expect(inView(canvasElement)).toEqual(['Slide 3 of 3']);
    // at the end the button keeps the focus
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    canvas.getByRole('button', { name: 'Previous slide' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(inView(canvasElement)).toEqual(['Slide 2 of 3']);
  },
};

/** The page's first block: its first picture is the page's largest, fetched at once. */
export const FirstBlock: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const pictures = canvasElement.querySelectorAll('img');
    await expect(pictures[0]).toHaveAttribute('loading', 'eager');
    await expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    await expect([...pictures].slice(1).map((img) => img.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
    ]);
  },
};

/** On a phone: the words under the picture, the picture still 1920 x 540 in shape. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = canvas.getAllByRole('group')[0]!;
    const picture = within(slide).getByRole('img');
    const heading = within(slide).getByRole('heading', { name: 'End of Year Stocktake Sale' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      picture.getBoundingClientRect().bottom - 1,
    );
  },
};

/** A single slide: nothing to move, so no buttons. */
export const OneSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
