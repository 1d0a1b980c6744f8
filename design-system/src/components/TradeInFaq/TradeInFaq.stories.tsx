import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TradeInFaq } from './TradeInFaq';

const items = [
  {
    question: 'How is my trade-in valued?',
    answer:
      'We look at the make, model, year, kilometres and condition of your car, and recent sales of similar cars.',
  },
  {
    question: 'Can I trade in a car with finance owing?',
    answer: 'Yes. We pay out the loan and take the payout from the trade-in value.',
  },
  {
    question: 'Do I have to buy a car from you?',
    answer: 'No. We will buy your car outright, whether or not you buy one from us.',
  },
  {
    question: 'What do I need to bring?',
    answer:
      'Your driver licence, the registration papers, the service books and every key.\nIf there is finance owing, bring a recent payout letter.',
  },
];

const meta = {
  title: 'Dealer/TradeInFaq',
  component: TradeInFaq,
  tags: ['autodocs'],
  args: { items, heading: 'Frequently Asked Questions' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TradeInFaq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One answer open at a time; a second press closes it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    const first = canvas.getByRole('button', { name: 'How is my trade-in valued?' });
    const second = canvas.getByRole('button', { name: 'Can I trade in a car with finance owing?' });
    await expect(first.parentElement?.tagName).toBe('H3');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/recent sales of similar cars/)).toBeVisible();

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Arrow keys move between questions; Enter and Space open them. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'How is my trade-in valued?' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: 'Can I trade in a car with finance owing?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('button', { name: 'What do I need to bring?' });
    await expect(last).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/recent payout letter/)).toBeVisible();
  },
};

export const FirstOpen: Story = {
  args: { defaultOpenIndex: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'How is my trade-in valued?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Without a heading the questions are the page's h2s. */
export const NoHeading: Story = {
  args: { heading: null },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('button', {
      name: 'How is my trade-in valued?',
    });
    await expect(first.parentElement?.tagName).toBe('H2');
  },
};

export const LongAnswer: Story = {
  args: {
    defaultOpenIndex: 0,
    items: [
      {
        question:
          'Why is there no online estimate for my car, and what happens at the in-person appraisal?',
        answer:
          'Cars over 7 years old or over 100,000 km generally need an in-person appraisal. '.repeat(
            6,
          ),
      },
      ...items,
    ],
  },
};

/** No questions: nothing. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' }, args: { defaultOpenIndex: 1 } };
export const Caravan: Story = { globals: { brand: 'caravan' }, args: { defaultOpenIndex: 1 } };
