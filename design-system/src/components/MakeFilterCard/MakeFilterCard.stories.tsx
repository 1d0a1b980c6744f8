import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MakeFilterCard, type MakeFilterCardProps, type MakeFilterModel } from './MakeFilterCard';

const logo = {
  src: `data:image/svg+xml;utf8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><ellipse cx="40" cy="40" rx="36" ry="24" fill="none" stroke="#b91c1c" stroke-width="6"/><ellipse cx="40" cy="40" rx="12" ry="24" fill="none" stroke="#b91c1c" stroke-width="6"/><ellipse cx="40" cy="28" rx="26" ry="9" fill="none" stroke="#b91c1c" stroke-width="6"/></svg>',
  )}`,
  width: 80,
  height: 80,
};

const toyotaModels: MakeFilterModel[] = [
  ['corolla', 'Corolla', 42],
  ['camry', 'Camry', 18],
  ['rav4', 'RAV4', 57],
  ['hilux', 'HiLux', 64],
  ['landcruiser', 'LandCruiser', 21],
  ['prado', 'Prado', 15],
  ['yaris-cross', 'Yaris Cross', 12],
].map(([value, label, count]) => ({
  value: value as string,
  label: label as string,
  count: count as number,
  selected: false,
}));

const onToggle = fn();
const onModelToggle = fn();

/** The card with its own state, as the search page would hold it. */
function Stateful(props: MakeFilterCardProps) {
  const [selected, setSelected] = useState(props.selected);
  const [models, setModels] = useState(props.models ?? []);
  return (
    <MakeFilterCard
      {...props}
      selected={selected}
      models={models}
      onToggle={() => {
        props.onToggle();
        setSelected((on) => !on);
      }}
      onModelToggle={(value, on) => {
        props.onModelToggle?.(value, on);
        setModels((all) => all.map((m) => (m.value === value ? { ...m, selected: on } : m)));
      }}
    />
  );
}

const meta = {
  title: 'Dealer/MakeFilterCard',
  component: MakeFilterCard,
  tags: ['autodocs'],
  args: {
    name: 'Toyota',
    logo,
    count: 249,
    selected: false,
    models: toyotaModels,
    onToggle,
    onModelToggle,
  },
  beforeEach: () => {
    onToggle.mockClear();
    onModelToggle.mockClear();
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MakeFilterCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the make selects it and opens its models; pressing again closes them. */
export const ExpandAndCollapse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const make = canvas.getByRole('button', { name: /Toyota/ });
    await expect(make).toHaveAttribute('aria-pressed', 'false');
    await expect(make).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Toyota models' })).toBeNull();

    await userEvent.click(make);
    await expect(onToggle).toHaveBeenCalledTimes(1);
    await expect(make).toHaveAttribute('aria-pressed', 'true');
    await expect(make).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'Toyota models' });
    await expect(make).toHaveAttribute('aria-controls', list.id);
    await expect(within(list).getAllByRole('checkbox')).toHaveLength(7);

    await userEvent.click(within(list).getByRole('checkbox', { name: 'RAV4 (57)' }));
    await expect(onModelToggle).toHaveBeenLastCalledWith('rav4', true);
    await expect(within(list).getByRole('checkbox', { name: 'RAV4 (57)' })).toBeChecked();

    await userEvent.click(make);
    await expect(make).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Toyota models' })).toBeNull();
  },
};

/** Enter or Space on the make, Tab to the models, Space to tick one. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const make = canvas.getByRole('button', { name: /Toyota/ });
    await expect(make).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(make).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    const corolla = canvas.getByRole('checkbox', { name: 'Corolla (42)' });
    await expect(corolla).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(corolla).toBeChecked();
    await expect(onModelToggle).toHaveBeenLastCalledWith('corolla', true);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(make).toHaveAttribute('aria-pressed', 'false');
    await expect(make).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A selected make starts open, with a model ticked. */
export const Selected: Story = {
  args: {
    selected: true,
    models: toyotaModels.map((m) => (m.value === 'hilux' ? { ...m, selected: true } : m)),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'HiLux (64)' })).toBeChecked();
  },
};

/** No logo: the make's initials stand in. */
export const Monogram: Story = {
  args: { name: 'Mercedes-Benz', logo: null, count: 31, models: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const make = canvas.getByRole('button', { name: /Mercedes-Benz/ });
    await expect(canvas.getByText('MB')).toHaveAttribute('aria-hidden', 'true');
    // a make without models does not claim to expand
    await expect(make).not.toHaveAttribute('aria-expanded');
  },
};

/** More than 30 models: the first 30 (spec §9). */
export const ManyModels: Story = {
  args: {
    selected: true,
    count: 1840,
    models: Array.from({ length: 36 }, (_, i) => ({
      value: `model-${i + 1}`,
      label: `Model ${i + 1}`,
      count: 40 - i,
      selected: false,
    })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Toyota models' });
    await expect(within(list).getAllByRole('checkbox')).toHaveLength(30);
    await expect(within(canvasElement).getByText('1,840')).toBeVisible();
  },
};

/** spec §9: counts above 1,999 show in full, on the make and on its models. */
export const LargeCount: Story = {
  args: {
    count: 12_480,
    selected: true,
    models: [
      { value: 'hilux', label: 'HiLux', count: 2_310, selected: false },
      { value: 'corolla', label: 'Corolla', count: 1_999, selected: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12,480')).toBeVisible();
    await expect(canvas.getByText('(2,310)')).toBeVisible();
    await expect(canvas.getByText('(1,999)')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { name: 'Great Wall Motor Company Cannon Alpha', logo: null, models: [] },
};

export const Toyota: Story = { globals: { brand: 'toyota' }, args: { selected: true } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    name: 'Jayco',
    logo: null,
    count: 86,
    selected: true,
    models: [
      { value: 'journey', label: 'Journey', count: 22, selected: true },
      { value: 'crosstrak', label: 'Crosstrak', count: 9, selected: false },
      { value: 'conquest', label: 'Conquest', count: 14, selected: false },
    ],
  },
};
