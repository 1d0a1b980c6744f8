import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Switch, switchLabelPositions } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Only show Toyota Certified Vehicles', onCheckedChange: fn() },
  argTypes: { labelPosition: { control: 'inline-radio', options: switchLabelPositions } },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Only show Toyota Certified Vehicles' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // the label toggles it too
    await userEvent.click(canvas.getByText('Only show Toyota Certified Vehicles'));
    await expect(toggle).not.toBeChecked();
  },
};

/** Disabled while the results it filters are loading (spec §2 certified-only switch). */
export const WhileLoading: Story = {
  args: { disabled: true, checked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function LoadingAfterToggle() {
  const [checked, setChecked] = useState(false);
  const [loading, setLoading] = useState(false);
  return (
    <Switch
      label="Only show Toyota Certified Vehicles"
      checked={checked}
      disabled={loading}
      onCheckedChange={(next) => {
        setChecked(next);
        setLoading(true);
        setTimeout(() => setLoading(false), 300);
      }}
    />
  );
}

export const RefinesThenWaits: Story = {
  render: () => <LoadingAfterToggle />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await waitFor(() => expect(toggle).toBeEnabled());
  },
};

/** On, off and disabled, in each brand: the colour pairs the a11y check verifies. */
export const States: Story = {
  render: (args) => (
    <Stack space="xsmall">
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultChecked />
      <Switch {...args} label="Disabled while loading" disabled />
      <Switch {...args} label="Label before" labelPosition="start" defaultChecked />
    </Stack>
  ),
};
export const StatesToyota: Story = { ...States, globals: { brand: 'toyota' } };
export const StatesCaravan: Story = { ...States, globals: { brand: 'caravan' } };
