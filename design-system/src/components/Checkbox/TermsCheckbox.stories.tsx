import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormFixture } from '../Form/FormFixture';
import { TermsCheckbox } from './TermsCheckbox';

const onSubmit = fn();
const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.';

const meta = {
  title: 'Forms/TermsCheckbox',
  component: TermsCheckbox,
  // no schema: the checkbox's own rule gives the spec's message
  render: (args) => (
    <FormFixture onSubmit={onSubmit}>
      <TermsCheckbox {...args} />
    </FormFixture>
  ),
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof TermsCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Required: an unticked box stops the submit with the spec's message. */
export const MustAgree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms of use' });
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(box).toHaveAccessibleDescription(TERMS_MESSAGE);
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ terms: true }));
  },
};

export const CustomLabel: Story = {
  args: {
    name: 'privacy',
    label: (
      <>
        I have read the <a href="/privacy-policy">privacy policy</a> and agree to be contacted
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', {
        name: 'I have read the privacy policy and agree to be contacted',
      }),
    ).toBeInTheDocument();
  },
};

const unticked: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(
    canvas.getByRole('checkbox', { name: 'I agree to the terms of use' }),
  ).toHaveAccessibleDescription(TERMS_MESSAGE);
};
export const ErrorToyota: Story = { globals: { brand: 'toyota' }, play: unticked };
export const ErrorCaravan: Story = { globals: { brand: 'caravan' }, play: unticked };
