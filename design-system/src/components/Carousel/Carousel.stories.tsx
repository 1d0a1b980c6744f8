import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import {
  Carousel,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselSwipeHint,
  CarouselTrack,
} from './Carousel';
import { CAROUSEL_SLIDE_MS } from './slides';

const locations = [
  { name: 'Midland', address: '2 Clayton St, Midland WA 6056', phone: '08 9274 0100' },
  { name: 'Perth City', address: '120 Wellington St, Perth WA 6000', phone: '08 9321 0200' },
  { name: 'Joondalup', address: '8 Winton Rd, Joondalup WA 6027', phone: '08 9300 0300' },
  { name: 'Rockingham', address: '15 Dixon Rd, Rockingham WA 6168', phone: '08 9527 0400' },
  { name: 'Mandurah', address: '41 Pinjarra Rd, Mandurah WA 6210', phone: '08 9535 0500' },
  { name: 'Bunbury', address: '9 Spencer St, Bunbury WA 6230', phone: '08 9721 0600' },
  { name: 'Albany', address: '77 Albany Hwy, Albany WA 6330', phone: '08 9841 0700' },
];

const onIndexChange = fn();

function LocationCard({ name, address, phone }: (typeof locations)[number]) {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.xsmall,
        height: '100%',
        padding: vars.space.medium,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
        background: vars.color.surfaceRaised,
      }}
    >
      <Heading level={3}>{name}</Heading>
      <Text size="small" tone="muted">
        {address}
      </Text>
      <Text size="small">{phone}</Text>
      <Button href={`/locations/${slug}`} variant="ghost" size="small">
        {`View ${name} Details`}
      </Button>
    </div>
  );
}

function OurLocations({ count = locations.length }: { count?: number }) {
  return (
    <Carousel label="Our Locations" onIndexChange={onIndexChange}>
      <Inline space="small" align="spaceBetween">
        <Heading level={2}>Our Locations</Heading>
        <Inline space="xsmall">
          <CarouselPrevious />
          <CarouselNext />
        </Inline>
      </Inline>
      <CarouselTrack>
        {locations.slice(0, count).map((location) => (
          <CarouselItem key={location.name}>
            <LocationCard {...location} />
          </CarouselItem>
        ))}
      </CarouselTrack>
      <CarouselSwipeHint />
    </Carousel>
  );
}

const meta = {
  title: 'Layout/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { label: 'Our Locations' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => onIndexChange.mockClear(),
  render: () => <OurLocations />,
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const slidesInView = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => within(slide).getByRole('heading').textContent);

const names = locations.map((location) => location.name);

/** More than four locations: five across on a wide screen (spec §9). */
export const FiveAcross: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Our Locations' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas.getAllByRole('group');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides[0]).toHaveAccessibleName('1 of 7');
    await expect(slidesInView(canvasElement)).toEqual(names.slice(0, 5));
    // five equal columns across the track
    const width = slides[0]!.getBoundingClientRect().width;
    await expect(Math.round(carousel.getBoundingClientRect().width / width)).toBe(5);

    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const start = slides[1]!.getBoundingClientRect().left;
    await userEvent.click(next);
    await expect(slidesInView(canvasElement)).toEqual(names.slice(1, 6));
    await expect(onIndexChange).toHaveBeenLastCalledWith(1);
    // the row slides over 300 ms to bring the second card to the first place
    await waitFor(
      () =>
        expect(Math.round(slides[1]!.getBoundingClientRect().left)).toBe(Math.round(start - width)),
      { timeout: CAROUSEL_SLIDE_MS * 3 },
    );
    await userEvent.click(next);
    await expect(slidesInView(canvasElement)).toEqual(names.slice(2, 7));
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // pressing it at the end does nothing
    await userEvent.click(next);
    await expect(slidesInView(canvasElement)).toEqual(names.slice(2, 7));
    await userEvent.click(previous);
    await expect(slidesInView(canvasElement)).toEqual(names.slice(1, 6));
    await expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(onIndexChange).toHaveBeenCalledTimes(3);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(slidesInView(canvasElement)).toEqual(names.slice(2, 7));
    // at the end the button keeps the focus
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // slides out of view are inert: their links cannot take focus
    const hidden = canvas.getByRole('link', { name: 'View Midland Details' });
    hidden.focus();
    await expect(hidden).not.toHaveFocus();
    canvas.getByRole('link', { name: 'View Joondalup Details' }).focus();
    await expect(canvas.getByRole('link', { name: 'View Joondalup Details' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Previous slide' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(slidesInView(canvasElement)).toEqual(names.slice(1, 6));
  },
};

/** A swipe moves the row on a touch screen. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-track"]')!;
    const swipe = (fromX: number, toX: number) => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: track, clientX: x, clientY: 100 });
      track.dispatchEvent(
        new TouchEvent('touchstart', {
          bubbles: true,
          touches: [touch(fromX)],
          changedTouches: [touch(fromX)],
        }),
      );
      track.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(toX)] }),
      );
    };
    swipe(400, 200);
    await waitFor(() => expect(slidesInView(canvasElement)).toEqual(names.slice(1, 6)));
    // a short drag is not a swipe
    swipe(400, 380);
    await expect(slidesInView(canvasElement)).toEqual(names.slice(1, 6));
    swipe(200, 400);
    await waitFor(() => expect(slidesInView(canvasElement)).toEqual(names.slice(0, 5)));
  },
};

/** Four or fewer: as many across as there are, and nothing to move. */
export const FewerThanFive: Story = {
  render: () => <OurLocations count={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slidesInView(canvasElement)).toEqual(names.slice(0, 3));
    const slides = canvas.getAllByRole('group');
    const carousel = canvas.getByRole('region', { name: 'Our Locations' });
    await expect(
      Math.round(carousel.getBoundingClientRect().width / slides[0]!.getBoundingClientRect().width),
    ).toBe(3);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

/** One across on a phone; the 'Swipe' hint shows only on touch screens (pointer: coarse). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slidesInView(canvasElement)).toEqual(['Midland']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(slidesInView(canvasElement)).toEqual(['Perth City']);
    const hint = canvas.getByText('Swipe');
    const coarse = window.matchMedia('(pointer: coarse)').matches;
    await expect(getComputedStyle(hint).display).toBe(coarse ? 'flex' : 'none');
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
