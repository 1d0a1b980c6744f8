import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { carPicture } from '../private/vehicle-fixtures';
import { FeaturedStock, type FeaturedStockProps } from './FeaturedStock';

const colours = ['#b3141c', '#1f4e8c', '#f8fafc', '#2b2b2b', '#8a8f96', '#3f6b3a', '#c2a14d'];
const models = [
  ['2024 Toyota RAV4 GX', 41990, 'Wagon', 18_420],
  ['2022 Mazda CX-5 Maxx Sport', 33490, 'Wagon', 42_100],
  ['2023 Ford Ranger XLT', 58990, 'Double Cab Pick Up', 23_900],
  ['2021 Hyundai i30 Active', 21990, 'Hatchback', 51_300],
  ['2023 Kia Sportage SX', 36990, 'Wagon', 14_800],
  ['2020 Toyota Corolla Ascent Sport', 24990, 'Hatchback', 61_250],
  ['2022 Mitsubishi Triton GLX+', 39990, 'Double Cab Pick Up', 35_700],
] as const;

const cars: FeaturedStockProps['cars'] = models.map(([title, price, body, km], index) => {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-s${1000 + index}`;
  return {
    id: slug,
    href: `/cars/${slug}`,
    title,
    subtitle: body,
    image: { src: carPicture(colours[index]!, index), alt: title, width: 1200, height: 900 },
    priority: index === 0,
    price: { amount: price, qualifier: 'Drive Away' },
    tag: { label: 'New', tone: 'accent' },
    facts: [`${km.toLocaleString('en-AU')} km`, 'Automatic', 'Petrol'],
    location: 'Parramatta',
    inStock: true,
    quickEnquiryHref: `/cars/${slug}#enquire`,
  };
});

const meta = {
  title: 'Dealer/FeaturedStock',
  component: FeaturedStock,
  args: {
    heading: 'Just Arrived',
    cars,
    viewAll: { href: '/search?sortBy=created_at_timestamp%3Adesc' },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof FeaturedStock>;
export default meta;
type Story = StoryObj<typeof meta>;

const inView = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => within(slide).getByRole('heading').textContent);

const titles = models.map(([title]) => title);

/** Five cards across on a desktop, moved one at a time; 'View all' goes to the search. */
export const JustArrived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Just Arrived' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Just Arrived' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all Just Arrived' })).toHaveAttribute(
      'href',
      '/search?sortBy=created_at_timestamp%3Adesc',
    );
    await expect(inView(canvasElement)).toEqual(titles.slice(0, 5));
    await userEvent.click(canvas.getByRole('button', { name: 'Next: Just Arrived' }));
    await waitFor(() => expect(inView(canvasElement)).toEqual(titles.slice(1, 6)));
    // only the first card's picture loads at once
    const images = canvasElement.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
  },
};

/** One card across on a phone, with the 'Swipe' hint on touch screens. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(inView(canvasElement)).toEqual(titles.slice(0, 1));
  },
};

/** A dealer's tag: the cars carrying it. */
export const Tagged: Story = {
  args: {
    heading: 'Clearance Cars',
    cars: cars
      .slice(0, 3)
      .map((car) => ({ ...car, tag: { label: 'Clearance', tone: 'critical' } })),
    viewAll: { href: '/search?tag=Clearance' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(inView(canvasElement)).toEqual(titles.slice(0, 3));
    await expect(canvas.queryByRole('button', { name: 'Next: Clearance Cars' })).toBeNull();
  },
};

/** No cars: nothing at all. */
export const Empty: Story = {
  args: { cars: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    heading: 'Just Arrived',
    cars: cars.slice(0, 5).map((car, index) => ({
      ...car,
      title: `2024 Jayco Journey Outback ${index + 18}ft`,
      subtitle: 'Off Road Caravan',
      image: {
        src: carPicture('#f8fafc', index, 'caravan'),
        alt: `2024 Jayco Journey Outback ${index + 18}ft`,
        width: 1200,
        height: 900,
      },
      facts: ['Off Road Caravan', `${index + 18}.0 ft`, `Sleeps ${index % 2 ? 4 : 2}`],
    })),
  },
};
