import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { carPhotos, carPicture, rav4 } from '../private/vehicle-fixtures';
import { CompareTable, type CompareTableProps } from './CompareTable';

const photo = (name: string, colour: string) => ({
  src: carPhotos(name, colour, 1)[0]!.url,
  width: 1200,
  height: 900,
});

const cars = [
  { id: 'rav4', title: rav4.title, href: rav4.href, image: photo(rav4.title, '#b3141c') },
  {
    id: 'cx5',
    title: '2021 Mazda CX-5 Maxx Sport',
    href: '/cars/2021-mazda-cx-5-maxx-sport-u2210087',
    image: photo('2021 Mazda CX-5 Maxx Sport', '#1f3a5f'),
  },
  {
    id: 'tucson',
    title: '2023 Hyundai Tucson Elite N Line Diesel AWD',
    href: '/cars/2023-hyundai-tucson-elite-n-line-u2310210',
    image: null,
  },
];

/** The rows as the platform hands them over: one value per car, and whether they differ. */
const rows: CompareTableProps['rows'] = [
  {
    key: 'price',
    label: 'Price',
    values: [
      rav4.price,
      { amount: 36990, qualifier: 'Drive Away' },
      { amount: null, text: 'Enquire for price.' },
    ],
    differs: true,
  },
  { key: 'year', label: 'Year', values: ['2022', '2021', '2023'], differs: true },
  {
    key: 'km',
    label: 'Kilometres',
    values: ['34,120 km', '52,800 km', '12,040 km'],
    differs: true,
  },
  { key: 'body', label: 'Body', values: ['Wagon', 'Wagon', 'Wagon'] },
  {
    key: 'fuel',
    label: 'Fuel',
    values: ['Hybrid', 'Unleaded Petrol', 'Diesel'],
    differs: true,
  },
  { key: 'transmission', label: 'Transmission', values: ['Automatic', 'Automatic', 'Automatic'] },
  { key: 'drive', label: 'Drive', values: ['AWD', 'FWD', 'AWD'], differs: true },
  { key: 'engine', label: 'Engine', values: ['2.5L 4cyl', '2.5L 4cyl', null], differs: true },
  { key: 'seats', label: 'Seats', values: ['5', '5', '5'] },
  { key: 'doors', label: 'Doors', values: ['4', '4', '4'] },
  {
    key: 'colour',
    label: 'Colour',
    values: ['Atomic Rush', 'Soul Red Crystal', 'Shadow Grey'],
    differs: true,
  },
  {
    key: 'features',
    label: 'Features',
    values: [
      ['Apple CarPlay', 'Reversing Camera', 'Adaptive Cruise Control'],
      ['Apple CarPlay', 'Reversing Camera', 'Heated Seats', 'Sunroof'],
      ['Apple CarPlay', '360 Degree Camera'],
    ],
    differs: true,
  },
  {
    key: 'location',
    label: 'Location',
    values: [
      'Southern Cross Dandenong, Dandenong VIC',
      'Southern Cross Dandenong, Dandenong VIC',
      'Southern Cross Parramatta, Parramatta NSW',
    ],
    differs: true,
  },
];

/** The table as a page holds it: Remove takes the car's column away. */
function RemovableTable(props: CompareTableProps) {
  const [ids, setIds] = useState(props.cars.map((car) => car.id));
  const kept = props.cars.filter((car) => ids.includes(car.id));
  return (
    <CompareTable
      {...props}
      caption={`Comparing ${kept.length} cars`}
      cars={kept}
      rows={props.rows.map((row) => ({
        ...row,
        values: row.values.filter((_, i) => ids.includes(props.cars[i]!.id)),
      }))}
      onRemove={(id) => {
        props.onRemove?.(id);
        setIds((now) => now.filter((other) => other !== id));
      }}
    />
  );
}

const onRemove = fn();

const meta = {
  title: 'Vehicle/CompareTable',
  component: CompareTable,
  args: { caption: 'Comparing 3 cars', cars, rows, onRemove },
  render: (args) => <RemovableTable {...args} />,
} satisfies Meta<typeof CompareTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeCars: Story = {
  beforeEach: () => {
    onRemove.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Comparing 3 cars' });
    const columns = within(table).getAllByRole('columnheader');
    await expect(columns).toHaveLength(3);
    await expect(
      within(columns[1]!).getByRole('link', { name: '2021 Mazda CX-5 Maxx Sport' }),
    ).toHaveAttribute('href', '/cars/2021-mazda-cx-5-maxx-sport-u2210087');

    // a row that differs says so in words; one that does not, does not
    await expect(within(table).getByRole('rowheader', { name: /^Price\W+Differs$/ })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Body' })).toBeVisible();
    await expect(canvas.getByText(/Rows where the cars differ are highlighted/)).toBeVisible();
    // a value the car lacks is read as such
    await expect(within(table).getByText('Not listed')).toBeInTheDocument();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove 2021 Mazda CX-5 Maxx Sport' }),
    );
    await expect(onRemove).toHaveBeenCalledWith('cx5');
    const two = canvas.getByRole('table', { name: 'Comparing 2 cars' });
    await expect(within(two).getAllByRole('columnheader')).toHaveLength(2);
    await expect(within(two).queryByText('2021 Mazda CX-5 Maxx Sport')).toBeNull();
  },
};

export const NothingDiffers: Story = {
  args: {
    rows: rows.map((row) => ({
      ...row,
      values: [row.values[0]!, row.values[0]!, row.values[0]!],
      differs: false,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Differs')).toBeNull();
    await expect(canvas.queryByText(/Rows where the cars differ/)).toBeNull();
  },
};

export const WithoutRemove: Story = {
  render: (args) => <CompareTable {...args} onRemove={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** On a phone the cars scroll sideways past the row names, which stay in view. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Comparing 3 cars' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const label = canvas.getByRole('rowheader', { name: /^Year\W+Differs$/ });
    const captionText = canvas.getByText('Comparing 3 cars');
    const before = label.getBoundingClientRect().left;
    const captionBefore = captionText.getBoundingClientRect().left;
    region.scrollLeft = 200;
    region.dispatchEvent(new Event('scroll'));
    await expect(region.scrollLeft).toBeGreaterThan(0);
    await expect(label.getBoundingClientRect().left).toBeCloseTo(before, 0);
    await expect(captionText.getBoundingClientRect().left).toBeCloseTo(captionBefore, 0);
    // the cars' columns did move
    await expect(canvas.getByRole('columnheader', { name: new RegExp(rav4.title) })).toBeVisible();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    caption: 'Comparing 2 caravans',
    cars: [
      {
        id: 'journey',
        title: '2021 Jayco Journey Outback 21.66-3',
        href: '/cars/2021-jayco-journey-outback-21-66-3-c2040031',
        image: { src: carPicture('#f8fafc', 0, 'caravan'), width: 1200, height: 900 },
      },
      {
        id: 'crusader',
        title: '2024 Crusader Entertainer 20ft',
        href: '/cars/2024-crusader-entertainer-c2040077',
        image: { src: carPicture('#e2e8f0', 1, 'caravan'), width: 1200, height: 900 },
      },
    ],
    rows: [
      {
        key: 'price',
        label: 'Price',
        values: [{ amount: 68990, qualifier: 'Drive Away' }, { amount: 92500 }],
        differs: true,
      },
      { key: 'year', label: 'Year', values: ['2021', '2024'], differs: true },
      { key: 'km', label: 'Kilometres', values: [null, null] },
      { key: 'body', label: 'Body', values: ['Caravan', 'Caravan'] },
    ],
  },
};
