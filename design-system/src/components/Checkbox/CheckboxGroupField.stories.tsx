import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormFixture } from '../Form/FormFixture';
import { CheckboxGroupField } from './CheckboxGroupField';

const services = ['Wheel Alignment', 'Tyre Check', 'Air Conditioning Service', 'Car Wash'].map(
  (service) => ({ value: service, label: service }),
);

const onSubmit = fn();

const meta = {
  title: 'Forms/CheckboxGroupField',
  component: CheckboxGroupField,
  args: {
    name: 'additional_services',
    label: 'Additional Services',
    hint: 'Anything else we can do while your vehicle is with us?',
    options: services,
  },
  render: (args) => (
    <FormFixture onSubmit={onSubmit} defaultValues={{ additional_services: [] }}>
      <CheckboxGroupField {...args} />
    </FormFixture>
  ),
} satisfies Meta<typeof CheckboxGroupField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The group is named by its label; the values go in the list's order, whatever the ticking order. */
export const ChooseSeveral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Additional Services' });
    await expect(group).toHaveAccessibleDescription(
      'Anything else we can do while your vehicle is with us?',
    );
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Car Wash' }));
    await userEvent.click(within(group).getByText('Wheel Alignment'));
    await expect(within(group).getByRole('checkbox', { name: 'Wheel Alignment' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({
        additional_services: ['Wheel Alignment', 'Car Wash'],
      }),
    );
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
