import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const tabs = [
  ['comments', 'Dealer Comments', 'One owner, full service history, two keys.'],
  ['included', "What's Included", 'A full tank, roadside assist for 12 months and a detail.'],
  ['why', 'Why Buy From Us?', 'A 48-hour money-back guarantee on every used car.'],
  ['reserve', 'Reserve Online', 'Hold this car for 48 hours with a $200 refundable deposit.'],
  ['protect', 'Protect Your Car', 'Paint, fabric and glass protection packages.'],
  ['features', 'Features', 'Adaptive cruise control, lane keep assist, Apple CarPlay.'],
] as const;

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'comments', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="About this car">
        {tabs.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(([value, , text]) => (
        <TabsContent key={value} value={value}>
          <Text>{text}</Text>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VehicleTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Dealer Comments' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('One owner');

    await userEvent.click(canvas.getByRole('tab', { name: "What's Included" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('included');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('roadside assist');

    // keyboard: arrows move and select
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Why Buy From Us?' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('money-back');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultValue: 'features' },
};
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
