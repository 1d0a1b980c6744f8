import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { PostcodeField } from './PostcodeField';

const onSubmit = fn();
// spec §5 postcode message
const schema = z.object({
  postcode: z.string().regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.'),
});

const meta = {
  title: 'Forms/PostcodeField',
  component: PostcodeField,
  args: { required: true },
  render: (args) => (
    <FormFixture schema={schema} defaultValues={{ postcode: '' }} onSubmit={onSubmit}>
      <PostcodeField {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof PostcodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Letters and spaces are dropped and a fifth digit is not taken. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '4');
    await expect(input).toHaveAttribute('autocomplete', 'postal-code');
    await userEvent.type(input, 'NSW 2 1 5 0 9');
    await expect(input).toHaveValue('2150');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ postcode: '2150' }));
  },
};

const tooShort: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: 'Postcode' });
  await userEvent.type(input, '215');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(input).toHaveAccessibleDescription(
    'Invalid postcode. Please enter a 4-digit number.',
  );
  await expect(onSubmit).not.toHaveBeenCalled();
};
export const TooShort: Story = { play: tooShort };
export const TooShortToyota: Story = { globals: { brand: 'toyota' }, play: tooShort };
export const TooShortCaravan: Story = { globals: { brand: 'caravan' }, play: tooShort };
