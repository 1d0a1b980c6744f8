import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VehicleIdentified } from './VehicleIdentified';

const meta = {
  title: 'Dealer/TradeInWizard/VehicleIdentified',
  component: VehicleIdentified,
  tags: ['autodocs'],
  args: {
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    rego: 'ABC123',
    regoState: 'NSW',
    details: [
      { label: 'Body', value: 'Double Cab Pick Up' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Transmission', value: '6 Speed Automatic' },
    ],
    onChange: fn(),
  },
  argTypes: { note: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleIdentified>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Year make model badge, the plate it was found by, its facts, and a way back. */
const checkVehicle =
  (name: string, rego: string, state: string): Story['play'] =>
  async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: args.title ?? 'We found your vehicle' });
    await expect(within(card).getByText(name)).toBeVisible();
    await expect(within(card).getByText(rego).parentElement).toHaveTextContent(
      `Registration ${rego} ${state}`,
    );
    for (const detail of args.details ?? []) {
      await expect(within(card).getByText(detail.label).nextElementSibling).toHaveTextContent(
        detail.value,
      );
    }
    await userEvent.click(within(card).getByRole('button', { name: 'Not your vehicle?' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  };

export const Found: Story = { play: checkVehicle('2022 Toyota HiLux SR5', 'ABC123', 'NSW') };

/** The embedded demo valuations say their details are made up. */
export const DemoEstimate: Story = {
  args: { note: 'Demo estimate: these vehicle details and values are made up for demonstration.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Demo estimate/)).toBeVisible();
  },
};

/** No badge on record: year make model. */
export const NoBadge: Story = {
  args: { year: 2012, make: 'Mazda', model: 'CX-5', badge: null, rego: 'OLD123', regoState: 'VIC' },
  play: checkVehicle('2012 Mazda CX-5', 'OLD123', 'VIC'),
};

/** Only the name: no plate, facts or button. */
export const Minimal: Story = {
  args: { rego: undefined, details: [], onChange: undefined, title: 'Your vehicle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Your vehicle' });
    await expect(within(card).getByText('2022 Toyota HiLux SR5')).toBeVisible();
    await expect(within(card).queryByRole('button')).toBeNull();
    await expect(within(card).queryByText(/Registration/)).toBeNull();
  },
};

export const Toyota: Story = {
  globals: { brand: 'toyota' },
  play: checkVehicle('2022 Toyota HiLux SR5', 'ABC123', 'NSW'),
};

export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    year: 2023,
    make: 'Jayco',
    model: 'Journey',
    badge: 'Outback',
    rego: 'VAN123',
    regoState: 'QLD',
    details: [{ label: 'Body', value: 'Caravan' }],
  },
  play: checkVehicle('2023 Jayco Journey Outback', 'VAN123', 'QLD'),
};
