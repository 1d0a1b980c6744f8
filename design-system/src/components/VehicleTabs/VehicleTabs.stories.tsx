import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DealerComments } from '../DealerComments/DealerComments';
import { FeatureList } from '../FeatureList/FeatureList';
import { Text } from '../Text/Text';
import { VehicleTabs } from './VehicleTabs';

const tabs = [
  {
    id: 'dealer-comments',
    label: 'Dealer Comments',
    content: (
      <DealerComments
        paragraphs={[
          'One owner from new with full Toyota service history and two keys.',
          'Averages under 5 L/100km, with adaptive cruise control and Apple CarPlay.',
        ]}
      />
    ),
  },
  {
    id: 'whats-included',
    label: "What's Included",
    content: <Text>A full tank of fuel, a professional detail and 12 months roadside assist.</Text>,
  },
  {
    id: 'why-buy',
    label: 'Why Buy From Us?',
    content: <Text>A 48-hour money-back guarantee on every used car.</Text>,
  },
  {
    id: 'reserve-online',
    label: 'Reserve Online',
    content: <Text>Hold this car for 48 hours with a $200 deposit, refundable in full.</Text>,
  },
  {
    id: 'protect',
    label: 'Protect Your Car',
    content: <Text>Paint, fabric and glass protection applied before delivery.</Text>,
  },
  {
    id: 'features',
    label: 'Features',
    content: (
      <FeatureList
        items={['Adaptive cruise control', 'Lane trace assist', 'Apple CarPlay', 'Android Auto']}
      />
    ),
  },
];

const meta = {
  title: 'Vehicle/VehicleTabs',
  component: VehicleTabs,
  args: { tabs, onTabChange: fn() },
  argTypes: { tabs: { control: false } },
} satisfies Meta<typeof VehicleTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VehiclePageTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'About this vehicle' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Dealer Comments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Dealer Comments' })).toHaveTextContent(
      'One owner',
    );
    // the other panels are in the page already, hidden
    await expect(canvas.getByText(/48-hour money-back/)).not.toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Why Buy From Us?' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('why-buy');
    await expect(canvas.getByText(/48-hour money-back/)).toBeVisible();
    await expect(canvas.getByText(/One owner/)).not.toBeVisible();
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Features' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Features' })).toHaveTextContent(
      'Apple CarPlay',
    );
  },
};

export const OpenOnFeatures: Story = {
  args: { defaultTab: 'features' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Without a feature list the page leaves out the Features tab. */
export const WithoutFeatures: Story = {
  args: { tabs: tabs.filter((tab) => tab.id !== 'features') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tab', { name: 'Features' })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
