import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WizardProgress } from './WizardProgress';

const steps = ['Your Vehicle', 'Kilometres', 'Condition', 'Your Details', 'Your Valuation'];

const meta = {
  title: 'Dealer/TradeInWizard/WizardProgress',
  component: WizardProgress,
  tags: ['autodocs'],
  args: { steps, currentStep: 2, label: 'Valuation steps' },
  argTypes: {
    currentStep: { control: { type: 'number', min: 1, max: steps.length, step: 1 } },
    countText: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WizardProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count, the steps in order, the current one marked and the ones before it done. */
const checkProgress =
  (current: number): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Step ${current} of ${steps.length}`)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Valuation steps' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(steps.length);
    const marked = items.filter((item) => item.getAttribute('aria-current') === 'step');
    await expect(marked).toHaveLength(1);
    await expect(marked[0]).toHaveTextContent(steps[current - 1]!);
    await expect(within(marked[0]!).getByText(steps[current - 1]!)).toBeVisible();
    for (const [index, item] of items.entries()) {
      if (index + 1 < current) await expect(item).toHaveTextContent(/\(done\)$/);
      else await expect(item).not.toHaveTextContent('(done)');
    }
  };

export const SecondStep: Story = { play: checkProgress(2) };

export const FirstStep: Story = { args: { currentStep: 1 }, play: checkProgress(1) };

export const LastStep: Story = { args: { currentStep: 5 }, play: checkProgress(5) };

/** A step past the end shows the last one. */
export const PastTheEnd: Story = { args: { currentStep: 9 }, play: checkProgress(5) };

/** Other wording for the count. */
export const CountText: Story = {
  args: { currentStep: 3, countText: (current, total) => `${current}/${total} done soon` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3/5 done soon')).toBeVisible();
  },
};

/** On a phone only the current step's name shows beside the numbers. */
export const Mobile: Story = {
  args: { currentStep: 4 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: checkProgress(4),
};

export const Toyota: Story = {
  globals: { brand: 'toyota' },
  args: { currentStep: 3 },
  play: checkProgress(3),
};

export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: { currentStep: 4 },
  play: checkProgress(4),
};
