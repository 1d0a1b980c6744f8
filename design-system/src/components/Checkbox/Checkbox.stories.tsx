import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I would like finance options', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I would like finance options' });
    await expect(box).not.toBeChecked();
    // the label toggles it too
    await userEvent.click(canvas.getByText('I would like finance options'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

function Controlled() {
  const [checked, setChecked] = useState(true);
  return (
    <Checkbox label="I have a car to trade in" checked={checked} onCheckedChange={setChecked} />
  );
}

/** Checked, unchecked and disabled, in each brand: the colour pairs the a11y check verifies. */
export const States: Story = {
  render: () => (
    <Stack space="xsmall">
      <Controlled />
      <Checkbox label="Unchecked" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox
        label="A long label that wraps onto a second line, to show the box stays beside the first line of text"
        defaultChecked
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'I have a car to trade in' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
  },
};
export const StatesToyota: Story = { ...States, globals: { brand: 'toyota' } };
export const StatesCaravan: Story = { ...States, globals: { brand: 'caravan' } };

const onSubmit = fn();
const schema = z.object({
  finance: z.literal(true, { error: 'Please tick to ask about finance.' }),
});

/** CheckboxField: connected to a form by name, with its error under the label. */
export const InAForm: Story = {
  render: () => (
    <FormFixture schema={schema} onSubmit={onSubmit}>
      <CheckboxField
        name="finance"
        label="I would like finance options"
        hint="A finance specialist will call you"
        required
      />
    </FormFixture>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I would like finance options' });
    await expect(box).toHaveAccessibleDescription('A finance specialist will call you');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'A finance specialist will call you Please tick to ask about finance.',
    );
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ finance: true }));
  },
};

const showFieldError: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(
    canvas.getByRole('checkbox', { name: 'I would like finance options' }),
  ).toHaveAttribute('aria-invalid', 'true');
};
export const InAFormToyota: Story = {
  ...InAForm,
  globals: { brand: 'toyota' },
  play: showFieldError,
};
export const InAFormCaravan: Story = {
  ...InAForm,
  globals: { brand: 'caravan' },
  play: showFieldError,
};
