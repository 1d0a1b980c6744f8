import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormFixture } from '../Form/FormFixture';
import { TextArea } from './TextArea';

const onSubmit = fn();
const schema = z.object({ message: z.string().trim().min(1, 'Message is required.') });

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { name: 'message', label: 'Message', required: true, rows: 5 },
  render: (args) => (
    <FormFixture schema={schema} defaultValues={{ message: '' }} onSubmit={onSubmit}>
      <TextArea {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAndSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Is it still available?{enter}Can I book a test drive on Saturday?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        message: 'Is it still available?\nCan I book a test drive on Saturday?',
      }),
    );
  },
};

const submitEmpty: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    'Message is required.',
  );
};
export const Invalid: Story = { play: submitEmpty };
export const InvalidToyota: Story = { globals: { brand: 'toyota' }, play: submitEmpty };
export const InvalidCaravan: Story = { globals: { brand: 'caravan' }, play: submitEmpty };

export const WithHint: Story = {
  args: { label: 'Comments', required: false, hint: 'Optional: anything we should know' },
};
