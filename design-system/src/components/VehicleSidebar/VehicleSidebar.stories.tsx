import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallIcon, ChatIcon, HeartIcon, PrintIcon, ShareIcon } from '../../icons';
import { Button } from '../Button/Button';
import { FinanceSummary } from '../FinanceSummary/FinanceSummary';
import { IconButton } from '../IconButton/IconButton';
import { caravan, rav4 } from '../private/vehicle-fixtures';
import { VehicleSidebar, vehicleSidebarStatuses } from './VehicleSidebar';

const meta = {
  title: 'Vehicle/VehicleSidebar',
  component: VehicleSidebar,
  argTypes: {
    status: { control: 'inline-radio', options: vehicleSidebarStatuses },
    finance: { control: false },
    actions: { control: false },
    secondaryActions: { control: false },
    tools: { control: false },
    findSimilar: { control: false },
  },
  args: {
    title: rav4.title,
    subtitle: `${rav4.subtitle} · ${rav4.odometer}`,
    price: rav4.price,
    facts: [
      { label: 'Year', value: '2022' },
      { label: 'Make', value: 'Toyota' },
      { label: 'Model', value: 'RAV4' },
      { label: 'Badge', value: 'GX Hybrid' },
      { label: 'Series', value: 'AXAH52R' },
    ],
    marketPriceBadge: 'Below market by $2,400',
    location: rav4.location,
    locationHref: '#vehicle-map',
    actions: (
      <>
        <Button href={`${rav4.href}/checkout`}>Reserve Car Now</Button>
        <Button variant="ghost" icon={<ChatIcon />}>
          Enquire Now
        </Button>
        <Button href="tel:0892741234" variant="soft" icon={<CallIcon />}>
          Call Now
        </Button>
      </>
    ),
    secondaryActions: (
      <>
        <Button href="/history/u3010042.pdf" size="small" variant="transparent">
          Car History Report
        </Button>
        <Button href="/cars/trade-in?car_id=u3010042" size="small" variant="transparent">
          Trade-In
        </Button>
      </>
    ),
    tools: (
      <>
        <IconButton label="Share" icon={<ShareIcon />} />
        <IconButton label="Favourite" icon={<HeartIcon />} aria-pressed={false} />
        <IconButton label="Print" icon={<PrintIcon />} />
      </>
    ),
    findSimilar: <Button variant="ghost">Find Me Something Similar</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: rav4.title })).toBeVisible();
    await expect(canvas.getByText('$42,990')).toBeVisible();
    await expect(canvas.getByText('Drive Away')).toBeVisible();
    // the earlier price is struck through and announced as the earlier price
    const was = canvas.getByText(/\$44,990/);
    await expect(was.tagName).toBe('S');
    await expect(was).toHaveTextContent('Was $44,990');
    await expect(canvas.getByText('Below market by $2,400')).toBeVisible();
    await expect(canvas.getByText('Series').nextElementSibling).toHaveTextContent('AXAH52R');
    await expect(canvas.getByRole('link', { name: rav4.location })).toHaveAttribute(
      'href',
      '#vehicle-map',
    );
    for (const name of ['Reserve Car Now', 'Call Now', 'Car History Report', 'Trade-In']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    for (const name of ['Enquire Now', 'Share', 'Favourite', 'Print']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.queryByText('SOLD')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Find Me Something Similar' })).toBeNull();
  },
};

/** Only the buttons the page gives: no checkout, no history file, no trade-in valuation. */
export const FewerActions: Story = {
  args: {
    marketPriceBadge: null,
    price: { amount: 42990, qualifier: 'Drive Away' },
    actions: (
      <>
        <Button variant="ghost">Enquire Now</Button>
        <Button href="tel:0892741234" variant="soft" icon={<CallIcon />}>
          Call Now
        </Button>
      </>
    ),
    secondaryActions: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Reserve Car Now' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Trade-In' })).toBeNull();
    await expect(canvas.queryByText(/Was/)).toBeNull();
  },
};

export const WithFinanceSummary: Story = {
  args: {
    finance: (
      <FinanceSummary
        rows={[
          {
            provider: 'Toyota Finance',
            weeklyAmount: '$152',
            interestRate: '6.29% p.a.',
            comparisonRate: '8.19% p.a.',
          },
        ]}
        disclaimer="Comparison rate based on a 5 year secured loan of $30,000. Fees and charges apply."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$152')).toBeVisible();
  },
};

export const ReservedAndCertified: Story = {
  args: { reservedBadge: 'Reserved', certifiedBadge: 'Toyota Certified Pre-Owned' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reserved')).toBeVisible();
    await expect(canvas.getByText('Toyota Certified Pre-Owned')).toBeVisible();
  },
};

export const EnquireForPrice: Story = {
  args: { price: { amount: null, text: 'Enquire for price.' }, marketPriceBadge: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enquire for price.')).toBeVisible();
  },
};

export const Preorder: Story = {
  args: { price: { amount: null, text: 'PREORDER' }, marketPriceBadge: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PREORDER')).toBeVisible();
  },
};

export const Sold: Story = {
  args: {
    status: 'sold',
    soldMessage: 'This car has found a new home.',
    reservedBadge: 'Reserved',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SOLD')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find Me Something Similar' })).toBeVisible();
    await expect(canvas.queryByText('$42,990')).toBeNull();
    await expect(canvas.queryByText('Reserved')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Reserve Car Now' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
  },
};

export const Toyota: Story = {
  globals: { brand: 'toyota' },
  args: { certifiedBadge: 'Toyota Certified Pre-Owned' },
};

export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    title: caravan.title,
    subtitle: caravan.subtitle,
    price: caravan.price,
    marketPriceBadge: null,
    location: caravan.location,
    facts: [
      { label: 'Year', value: '2021' },
      { label: 'Make', value: 'Jayco' },
      { label: 'Model', value: 'Journey' },
      { label: 'Badge', value: 'Outback 21.66-3' },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
