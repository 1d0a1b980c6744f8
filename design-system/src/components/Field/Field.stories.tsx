import type { Meta, StoryObj } from '@storybook/react-vite';
import { useController } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { Field } from './Field';
import * as styles from '../TextField/TextField.css';

const schema = z.object({
  rego: z.string().trim().min(1, 'Rego is required.').max(9, 'Must be at most 9 characters.'),
});

/** Any control can be wired up: here a plain input for a registration plate. */
function RegoInput({ label = 'Registration', hint }: { label?: string; hint?: string }) {
  const { field } = useController({ name: 'rego' });
  return (
    <Field name="rego" label={label} hint={hint} required>
      {(control) => (
        <input
          {...control}
          {...field}
          value={(field.value as string | undefined) ?? ''}
          className={styles.input}
          autoCapitalize="characters"
        />
      )}
    </Field>
  );
}

const meta = {
  title: 'Forms/Field',
  component: RegoInput,
  args: { hint: 'As it appears on the plate, e.g. ABC123' },
  render: (args) => (
    <FormFixture schema={schema} defaultValues={{ rego: '' }} onSubmit={fn()}>
      <RegoInput {...args} />
    </FormFixture>
  ),
} satisfies Meta<typeof RegoInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control; the hint and then the error describe it. */
export const HintAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Registration' });
    await expect(input).toHaveAccessibleDescription('As it appears on the plate, e.g. ABC123');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'As it appears on the plate, e.g. ABC123 Rego is required.',
    );
    await userEvent.type(input, 'ABC123');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Rego is required.')).toBeNull();
  },
};

export const WithoutHint: Story = {
  args: { hint: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Registration' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(input).toHaveAccessibleDescription('Rego is required.');
  },
};

const showError: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
};
export const ErrorToyota: Story = { globals: { brand: 'toyota' }, play: showError };
export const ErrorCaravan: Story = { globals: { brand: 'caravan' }, play: showError };
