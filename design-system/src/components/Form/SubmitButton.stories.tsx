import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { FormFixture } from './FormFixture';
import { SubmitButton } from './SubmitButton';

// a submit that waits until the story lets it finish
let finish: () => void = () => undefined;
const slowSubmit = fn(() => new Promise<void>((resolve) => (finish = resolve)));

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'Send Enquiry' },
  render: (args) => (
    <FormFixture onSubmit={slowSubmit} defaultValues={{ name: 'Sam' }}>
      <TextField name="name" label="First Name" />
      <SubmitButton {...args} />
    </FormFixture>
  ),
} satisfies Meta<typeof SubmitButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the form submits the button is disabled and shows a spinner, so it cannot be sent twice. */
export const WhileSubmitting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send Enquiry' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status')).toHaveTextContent('Submitting');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(slowSubmit).toHaveBeenCalledTimes(1);

    finish();
    await waitFor(() => expect(button).toBeEnabled());
    await expect(within(button).queryByRole('status')).toBeNull();
  },
};

export const Large: Story = { args: { size: 'large', fullWidth: true } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
