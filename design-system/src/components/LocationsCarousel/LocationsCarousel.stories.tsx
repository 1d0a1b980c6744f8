import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoLocations } from '../LocationCard/LocationCard.fixtures';
import { LocationsCarousel } from './LocationsCarousel';

const meta = {
  title: 'Dealer/LocationsCarousel',
  component: LocationsCarousel,
  tags: ['autodocs'],
  args: { locations: demoLocations },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof LocationsCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const inView = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => within(slide).getByRole('heading').textContent);

const names = demoLocations.map((location) => location.name);

/** More than 4 locations: 5 across, moved with the buttons or the keyboard. */
export const OurLocations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Our Locations' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeVisible();
    await expect(inView(canvasElement)).toEqual(names.slice(0, 5));
    // spec §9: the narrow cards' location images are 150px high
    const media = canvasElement.querySelector('[data-slot="location-card-media"]')!;
    await expect(media.getBoundingClientRect().height).toBe(150);
    const next = canvas.getByRole('button', { name: 'Next locations' });
    await userEvent.click(next);
    await expect(inView(canvasElement)).toEqual(names.slice(1, 6));
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(inView(canvasElement)).toEqual(names.slice(2, 7));
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    canvas.getByRole('button', { name: 'Previous locations' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(inView(canvasElement)).toEqual(names.slice(1, 6)));
    // the cards out of view cannot take the focus
    const hidden = canvas.getByRole('link', { name: `View Details: ${names[0]}` });
    hidden.focus();
    await expect(hidden).not.toHaveFocus();
  },
};

/** Four or fewer: all in view, no buttons to move. */
export const Few: Story = {
  args: { locations: demoLocations.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(inView(canvasElement)).toEqual(names.slice(0, 3));
    await expect(canvas.queryByRole('button', { name: 'Next locations' })).toBeNull();
  },
};

/** One across on a phone, with the 'Swipe' hint on touch screens. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(inView(canvasElement)).toEqual(names.slice(0, 1));
    await expect(canvas.getByText('Swipe')).toBeInTheDocument();
  },
};

export const Dark: Story = { args: { variant: 'dark' } };

/** No locations: nothing at all. */
export const Empty: Story = {
  args: { locations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
