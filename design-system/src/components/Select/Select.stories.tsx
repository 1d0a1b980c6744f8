import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { gapBelow } from '../private/story-geometry';
import { Select } from './Select';
import { SelectField } from './SelectField';

const categories = [
  { value: 'General Enquiry', label: 'General Enquiry' },
  { value: 'Sales Enquiry', label: 'Sales Enquiry' },
  { value: 'Service Enquiry', label: 'Service Enquiry' },
  { value: 'Parts Enquiry', label: 'Parts Enquiry' },
  { value: 'Feedback', label: 'Feedback', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select<string>,
  args: {
    label: 'Enquiry type',
    placeholder: 'Choose a category',
    options: categories,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Story['args']) {
  const [value, setValue] = useState<string>();
  return (
    <Select
      label="Enquiry type"
      placeholder="Choose a category"
      options={categories}
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props?.onValueChange?.(next);
      }}
    />
  );
}

export const ChooseAnOption: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Enquiry type' });
    await expect(trigger).toHaveTextContent('Choose a category');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox', { name: 'Enquiry type' });
    // spec §9: the list opens 8 px below the field (the control, once loaded, is a new
    // element, hidden from the reader while the list is open)
    await waitFor(() =>
      expect(
        gapBelow(
          canvas.getByRole('combobox', { name: 'Enquiry type', hidden: true }),
          listbox.closest('[data-slot="select-content"]')!,
        ),
      ).toBeCloseTo(8, 0),
    );
    // it portals into the themed root
    await expect(listbox.closest('[data-brand]')).not.toBeNull();
    await expect(screen.getByRole('option', { name: 'Feedback' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Service Enquiry' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Service Enquiry');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // the select's code loaded on the first press: its own trigger took the first one's place
    const chosen = canvas.getByRole('combobox', { name: 'Enquiry type' });
    await expect(chosen).toHaveTextContent('Service Enquiry');
    await expect(chosen).toHaveFocus();
  },
};

const chooseInBrand: Story['play'] = async ({ canvasElement }) => {
  const combobox = () => within(canvasElement).getByRole('combobox', { name: 'Enquiry type' });
  const trigger = combobox();
  await userEvent.click(trigger);
  const listbox = await screen.findByRole('listbox', { name: 'Enquiry type' });
  await waitFor(() => expect(listbox).toBeVisible());
  await userEvent.click(screen.getByRole('option', { name: 'Parts Enquiry' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await expect(combobox()).toHaveTextContent('Parts Enquiry');
};

export const Toyota: Story = {
  render: (args) => <Controlled {...args} />,
  globals: { brand: 'toyota' },
  play: chooseInBrand,
};
export const Caravan: Story = { ...Toyota, globals: { brand: 'caravan' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

const onSubmit = fn();
const schema = z.object({
  category: z.enum(['General Enquiry', 'Sales Enquiry', 'Service Enquiry', 'Parts Enquiry'], {
    error: 'Please choose a category.',
  }),
});

const chooseInForm: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  const trigger = canvas.getByRole('combobox', { name: 'Enquiry type' });
  await expect(trigger).toHaveAttribute('aria-invalid', 'true');
  await expect(trigger).toHaveAccessibleDescription('Please choose a category.');
};

/** SelectField: connected to a form by name; the error describes the select box. */
export const InAForm: Story = {
  render: () => (
    <FormFixture schema={schema} onSubmit={onSubmit}>
      <SelectField
        name="category"
        label="Enquiry type"
        placeholder="Choose a category"
        options={categories}
        required
      />
    </FormFixture>
  ),
  play: async (context) => {
    await chooseInForm(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Enquiry type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parts Enquiry' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ category: 'Parts Enquiry' }));
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
