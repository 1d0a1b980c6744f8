import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { FormAlert, formAlertTones } from './FormAlert';

const meta = {
  title: 'Forms/FormAlert',
  component: FormAlert,
  args: { children: 'An error occurred when submitting this form' },
  argTypes: { tone: { control: 'inline-radio', options: formAlertTones } },
} satisfies Meta<typeof FormAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occurred when submitting this form',
    );
  },
};

export const WithTitle: Story = {
  args: {
    title: 'We could not send your enquiry',
    children: 'Please try again, or call the dealership on 02 9999 0000.',
  },
};

/** Every tone: the colour pairs the a11y check verifies. Only critical interrupts. */
export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {formAlertTones.map((tone) => (
        <FormAlert key={tone} {...args} tone={tone} title={`${tone} alert`} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};
export const TonesToyota: Story = { ...Tones, globals: { brand: 'toyota' } };
export const TonesCaravan: Story = { ...Tones, globals: { brand: 'caravan' } };
