import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CallIcon, ChatIcon, HeartIcon, PrintIcon, ShareIcon } from '../../icons';
import { Button } from '../Button/Button';
import { DealerComments } from '../DealerComments/DealerComments';
import { FeatureList } from '../FeatureList/FeatureList';
import { FinanceEstimatePanel } from '../FinanceEstimatePanel/FinanceEstimatePanel';
import { FinanceSummary } from '../FinanceSummary/FinanceSummary';
import { GuaranteeStrip } from '../GuaranteeStrip/GuaranteeStrip';
import { IconButton } from '../IconButton/IconButton';
import { KeyInformation } from '../KeyInformation/KeyInformation';
import { MobileStickyBar } from '../MobileStickyBar/MobileStickyBar';
import { PaymentLogoStrip } from '../PaymentLogoStrip/PaymentLogoStrip';
import { caravan, rav4 } from '../private/vehicle-fixtures';
import { ServiceAdvantagePanel } from '../ServiceAdvantagePanel/ServiceAdvantagePanel';
import { SpecificationList } from '../SpecificationList/SpecificationList';
import { StickyCtaBar } from '../StickyCtaBar/StickyCtaBar';
import { Text } from '../Text/Text';
import { VehicleGallery } from '../VehicleGallery/VehicleGallery';
import { VehicleSidebar } from '../VehicleSidebar/VehicleSidebar';
import { VehicleTabs } from '../VehicleTabs/VehicleTabs';
import { VehicleDetailLayout } from './VehicleDetailLayout';

// The vehicle page put together from its parts, as the platform composes it.

const sectionTitle = {
  margin: '0 0 0.75rem',
  fontSize: '1.375rem',
} as const;

const vehicles = {
  rav4: {
    ...rav4,
    facts: [
      { label: 'Year', value: '2022' },
      { label: 'Make', value: 'Toyota' },
      { label: 'Model', value: 'RAV4' },
      { label: 'Badge', value: 'GX Hybrid' },
      { label: 'Series', value: 'AXAH52R' },
    ],
    keyInformation: [
      { icon: 'odometer', label: 'Odometer', value: rav4.odometer },
      { icon: 'transmission', label: 'Transmission', value: 'Automatic' },
      { icon: 'fuel', label: 'Fuel', value: 'Hybrid' },
      { icon: 'body', label: 'Body', value: 'SUV' },
    ] as const,
    comments: [
      'One owner from new with full Toyota service history and two keys. Serviced every 12 months or 15,000 km at our Midland workshop.',
      'Averages under 5 L/100km, with adaptive cruise control, lane trace assist and Apple CarPlay for the long run down to Margaret River.',
    ],
    features: [
      'Adaptive cruise control',
      'Lane trace assist',
      'Autonomous emergency braking',
      'Blind spot monitor',
      'Reversing camera',
      'Apple CarPlay',
      'Android Auto',
      'Dual-zone climate control',
      'Keyless entry and start',
      'LED headlamps',
    ],
    specifications: [
      { label: 'Engine', value: '2.5L 4 cylinder petrol hybrid' },
      { label: 'Transmission', value: 'Constantly variable transmission' },
      { label: 'Drive type', value: 'Front wheel drive' },
      { label: 'Seats', value: '5' },
      { label: 'Colour', value: 'Atomic Rush' },
      { label: 'Stock number', value: 'U3010042' },
    ],
  },
  caravan: {
    ...caravan,
    odometer: null,
    facts: [
      { label: 'Year', value: '2021' },
      { label: 'Make', value: 'Jayco' },
      { label: 'Model', value: 'Journey' },
      { label: 'Badge', value: 'Outback 21.66-3' },
    ],
    keyInformation: [
      { icon: 'sleeps', label: 'Sleeps', value: '4' },
      { icon: 'length', label: 'Length', value: '6.6 m' },
      { icon: 'weight', label: 'ATM', value: '2,480 kg' },
      { icon: 'calendar', label: 'Year', value: '2021' },
    ] as const,
    comments: [
      'Built tough for the Cape York run, with independent suspension, 300W of solar and two 100Ah lithium batteries.',
    ],
    features: ['Queen island bed', 'Ensuite', 'Diesel heater', 'Roll-out awning'],
    specifications: [
      { label: 'ATM', value: '2,480 kg' },
      { label: 'Tare', value: '1,950 kg' },
      { label: 'Ball weight', value: '190 kg' },
      { label: 'Water tanks', value: '2 × 95 L' },
      { label: 'Stock number', value: 'C2040031' },
    ],
  },
};

interface VehiclePageProps {
  vehicle: keyof typeof vehicles;
  sold?: boolean;
  serviceAdvantage?: boolean;
}

function VehiclePage({ vehicle, sold = false, serviceAdvantage = false }: VehiclePageProps) {
  const car = vehicles[vehicle];
  const callNow = (
    <Button href="tel:0892741234" variant="soft" icon={<CallIcon />}>
      Call Now
    </Button>
  );
  const enquireNow = (
    <Button variant="ghost" icon={<ChatIcon />}>
      Enquire Now
    </Button>
  );
  return (
    <>
      <VehicleDetailLayout
        gallery={<VehicleGallery title={car.title} images={car.photos} />}
        sidebar={
          <VehicleSidebar
            title={car.title}
            subtitle={car.odometer ? `${car.subtitle} · ${car.odometer}` : car.subtitle}
            status={sold ? 'sold' : 'available'}
            price={car.price}
            facts={car.facts}
            location={car.location}
            locationHref="#vehicle-map"
            soldMessage="This one has found a new home."
            findSimilar={<Button variant="ghost">Find Me Something Similar</Button>}
            finance={
              <FinanceSummary
                rows={[
                  {
                    provider: 'Angle Finance',
                    weeklyAmount: vehicle === 'rav4' ? '$152' : '$219',
                    interestRate: '6.29% p.a.',
                    comparisonRate: '8.19% p.a.',
                  },
                ]}
                disclaimer="Comparison rate based on a 5 year secured loan of $30,000."
              />
            }
            actions={
              <>
                <Button href={`${car.href}/checkout`}>Reserve Car Now</Button>
                {enquireNow}
                {callNow}
              </>
            }
            tools={
              <>
                <IconButton label="Share" icon={<ShareIcon />} />
                <IconButton label="Favourite" icon={<HeartIcon />} aria-pressed={false} />
                <IconButton label="Print" icon={<PrintIcon />} />
              </>
            }
          />
        }
      >
        <section>
          <h2 style={sectionTitle}>Key information</h2>
          <KeyInformation items={car.keyInformation} />
        </section>
        <VehicleTabs
          tabs={[
            {
              id: 'dealer-comments',
              label: 'Dealer Comments',
              content: <DealerComments paragraphs={car.comments} />,
            },
            {
              id: 'whats-included',
              label: "What's Included",
              content: (
                <Text>A full tank, a professional detail and 12 months roadside assist.</Text>
              ),
            },
            {
              id: 'why-buy',
              label: 'Why Buy From Us?',
              content: <Text>A 48-hour money-back guarantee on every used vehicle.</Text>,
            },
            {
              id: 'reserve-online',
              label: 'Reserve Online',
              content: <Text>Hold it for 48 hours with a $200 deposit, refundable in full.</Text>,
            },
            { id: 'features', label: 'Features', content: <FeatureList items={car.features} /> },
          ]}
        />
        <section>
          <h2 style={sectionTitle}>All Specifications</h2>
          <SpecificationList rows={car.specifications} />
        </section>
        {sold ? null : (
          <FinanceEstimatePanel
            weekly={vehicle === 'rav4' ? '$165' : '$262'}
            monthly={vehicle === 'rav4' ? '$714' : '$1,134'}
            assumptions="Based on a 5 year term, 10% deposit and 30% final payment."
            disclaimer="This estimate is a guide only and is not a quote or an offer of finance."
          />
        )}
        {serviceAdvantage ? (
          <ServiceAdvantagePanel
            pricePerService="$260"
            years={5}
            services={5}
            interval="Every 12 months or 15,000km, whichever comes first"
            bookHref="/service"
          />
        ) : null}
        <PaymentLogoStrip />
      </VehicleDetailLayout>
      <div style={{ margin: '2rem -1.5rem 0' }}>
        <GuaranteeStrip
          items={[
            { label: 'ONE HAGGLE-FREE PRICE' },
            { label: '48HR MONEY BACK GUARANTEE' },
            { label: 'LIFETIME ENGINE GUARANTEE' },
            { label: 'COOL VALUE SERVICING FOR LIFE' },
            { label: '12 MONTHS ROADSIDE ASSIST' },
            { label: 'RESERVE ONLINE' },
          ]}
        />
      </div>
      {sold ? null : (
        <>
          <StickyCtaBar
            visible={false}
            title={car.title}
            price={car.price}
            image={car.photos[0]}
            actions={<Button href={`${car.href}/checkout`}>Reserve Car Now</Button>}
          />
          <MobileStickyBar>
            {callNow}
            <Button icon={<ChatIcon />}>Enquire Now</Button>
          </MobileStickyBar>
        </>
      )}
    </>
  );
}

const meta = {
  title: 'Vehicle/VehiclePage',
  component: VehiclePage,
  args: { vehicle: 'rav4' },
  argTypes: { vehicle: { control: 'inline-radio', options: Object.keys(vehicles) } },
} satisfies Meta<typeof VehiclePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: rav4.title });
    const gallery = canvas.getByRole('region', { name: `Photos of ${rav4.title}` });
    const tabs = canvas.getByRole('tablist');
    // the summary beside the pictures, the tabs under them; it stays in view
    await expect(box(heading).left).toBeGreaterThan(box(gallery).right);
    await expect(box(heading).top).toBeLessThan(box(gallery).bottom);
    await expect(box(tabs).top).toBeGreaterThan(box(gallery).bottom);
    const sidebar = heading.closest('[data-slot="vehicle-sidebar"]')!;
    await expect(getComputedStyle(sidebar).position).toBe('sticky');
    // the phone bar is not on a desktop
    await expect(canvas.queryByRole('region', { name: 'Contact the dealer' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 2 of 12' }));
    await expect(canvas.getByRole('img', { name: rav4.photos[1]!.alt })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Features' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show All' }));
    await expect(canvas.getByText('LED headlamps')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: rav4.title });
    const gallery = canvas.getByRole('region', { name: `Photos of ${rav4.title}` });
    const tabs = canvas.getByRole('tablist');
    // one column: pictures, then the summary, then the details
    await expect(box(heading).top).toBeGreaterThan(box(gallery).bottom);
    await expect(box(tabs).top).toBeGreaterThan(box(heading).bottom);
    const sidebar = heading.closest('[data-slot="vehicle-sidebar"]')!;
    await expect(getComputedStyle(sidebar).position).toBe('static');
    const bar = canvas.getByRole('region', { name: 'Contact the dealer' });
    await expect(within(bar).getByRole('link', { name: 'Call Now' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Enquire Now' })).toBeVisible();
  },
};

export const ToyotaDesktop: Story = {
  globals: { brand: 'toyota', viewport: { value: 'desktop', isRotated: false } },
  args: { serviceAdvantage: true },
};

export const ToyotaMobile: Story = {
  globals: { brand: 'toyota', viewport: { value: 'mobile1', isRotated: false } },
  args: { serviceAdvantage: true },
};

export const CaravanDesktop: Story = {
  globals: { brand: 'caravan', viewport: { value: 'desktop', isRotated: false } },
  args: { vehicle: 'caravan' },
};

export const Sold: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { sold: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SOLD')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find Me Something Similar' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Reserve Car Now' })).toBeNull();
  },
};
