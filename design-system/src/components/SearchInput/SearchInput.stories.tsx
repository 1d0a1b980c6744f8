import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterSwitch, SearchInput } from './SearchInput';

const meta = {
  title: 'Search/SearchInput',
  component: SearchInput,
  args: {
    id: 'query',
    label: 'Search cars',
    placeholder: 'Search by make, model or keyword',
    onSubmit: fn((e) => e.preventDefault()),
  },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cars' }), 'rav4');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

function StatefulSwitch() {
  const [on, setOn] = useState(false);
  return <FilterSwitch label="Only show Toyota Certified Vehicles" checked={on} onChange={setOn} />;
}

export const CertifiedSwitch: Story = {
  render: () => <StatefulSwitch />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: 'Only show Toyota Certified Vehicles',
    });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const SwitchWhileLoading: Story = {
  render: () => (
    <FilterSwitch
      label="Only show Toyota Certified Vehicles"
      checked={false}
      disabled
      onChange={() => undefined}
    />
  ),
};
