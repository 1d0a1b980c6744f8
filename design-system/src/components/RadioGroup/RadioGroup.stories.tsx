import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';
import { RadioGroupField } from './RadioGroupField';

const contactMethods = [
  { value: 'Phone', label: 'Phone' },
  { value: 'Email', label: 'Email' },
  { value: 'SMS', label: 'SMS' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Preferred contact method',
    options: contactMethods,
    defaultValue: 'Phone',
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between the options and choose them. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Preferred contact method' });
    const phone = within(group).getByRole('radio', { name: 'Phone' });
    await expect(phone).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Email' }));
    await expect(within(group).getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Email');
    // held down, as a person presses it (Radix checks the radio the arrow key moves to)
    await userEvent.keyboard('{ArrowDown>}');
    const sms = within(group).getByRole('radio', { name: 'SMS' });
    await waitFor(() => expect(sms).toHaveFocus());
    await expect(sms).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SMS');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const HorizontalToyota: Story = {
  args: { orientation: 'horizontal' },
  globals: { brand: 'toyota' },
};
export const HorizontalCaravan: Story = {
  args: { orientation: 'horizontal' },
  globals: { brand: 'caravan' },
};

export const WithDisabledOption: Story = {
  args: {
    label: 'Do you have a trade-in?',
    options: [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
      { value: 'Unsure', label: 'Not sure yet', disabled: true },
    ],
    defaultValue: 'No',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Not sure yet' })).toBeDisabled();
  },
};

const onSubmit = fn();
const schema = z.object({
  PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS'], {
    error: 'Please choose how we should contact you.',
  }),
});

const chooseInForm: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  const group = canvas.getByRole('radiogroup', { name: 'Preferred contact method' });
  await expect(group).toHaveAttribute('aria-invalid', 'true');
  await expect(group).toHaveAccessibleDescription('Please choose how we should contact you.');
};

/** RadioGroupField: its label names the group and its error describes it. */
export const InAForm: Story = {
  render: () => (
    <FormFixture schema={schema} onSubmit={onSubmit}>
      <RadioGroupField
        name="PreferredContactMethod"
        label="Preferred contact method"
        options={contactMethods}
        required
      />
    </FormFixture>
  ),
  play: async (context) => {
    await chooseInForm(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'SMS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ PreferredContactMethod: 'SMS' }));
  },
};
export const InAFormToyota: Story = {
  ...InAForm,
  globals: { brand: 'toyota' },
  play: chooseInForm,
};
export const InAFormCaravan: Story = {
  ...InAForm,
  globals: { brand: 'caravan' },
  play: chooseInForm,
};
