import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { TextField, textFieldTypes } from './TextField';

const onSubmit = fn();
const schema = z.object({ name: z.string().trim().min(1, 'First Name is required.') });

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { name: 'name', label: 'First Name', autoComplete: 'given-name', required: true },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  render: (args) => (
    <FormFixture schema={schema} defaultValues={{ name: '' }} onSubmit={onSubmit}>
      <TextField {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAndSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveAttribute('autocomplete', 'given-name');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'Jordan');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Jordan' }));
  },
};

const submitEmpty: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  const input = canvas.getByRole('textbox', { name: 'First Name' });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription('First Name is required.');
};

export const Invalid: Story = { play: submitEmpty };
export const InvalidToyota: Story = { globals: { brand: 'toyota' }, play: submitEmpty };
export const InvalidCaravan: Story = { globals: { brand: 'caravan' }, play: submitEmpty };

export const WithHintAndPlaceholder: Story = {
  args: {
    name: 'name',
    label: 'Company',
    required: false,
    hint: 'Only for fleet enquiries',
    placeholder: 'e.g. Acme Logistics',
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, placeholder: 'First Name' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'First Name' }),
    ).toBeInTheDocument();
  },
};
