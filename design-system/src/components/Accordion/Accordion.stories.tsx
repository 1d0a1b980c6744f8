import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

const faq = [
  [
    'How is my trade-in valued?',
    'We look at the make, model, year, kilometres and condition, and recent sales of similar cars.',
  ],
  [
    'Can I trade in a car with finance owing?',
    'Yes. We pay out the loan and take the payout from the trade-in value.',
  ],
  [
    'Why is there no online estimate for my car?',
    'Cars over 7 years old or over 100,000 km generally need an in-person appraisal.',
  ],
] as const;

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Accordion {...args}>
        {faq.map(([question, answer], i) => (
          <AccordionItem key={question} value={`q${i}`}>
            <AccordionTrigger>{question}</AccordionTrigger>
            <AccordionContent>
              <Text>{answer}</Text>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TradeInFaq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How is my trade-in valued?' });
    const second = canvas.getByRole('button', { name: 'Can I trade in a car with finance owing?' });
    await expect(first.parentElement?.tagName).toBe('H3');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/recent sales of similar cars/)).toBeVisible();

    // single: opening another closes the first; keyboard works too
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('button', { name: 'Why is there no online estimate for my car?' }),
    ).toHaveFocus();
  },
};

export const SeveralOpen: Story = {
  args: { type: 'multiple', collapsible: undefined, defaultValue: ['q0', 'q2'] } as never,
  play: async ({ canvasElement }) => {
    const expanded = within(canvasElement)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-expanded') === 'true');
    await expect(expanded).toHaveLength(2);
  },
};
export const Toyota: Story = { globals: { brand: 'toyota' }, args: { defaultValue: 'q1' } };
export const Caravan: Story = { globals: { brand: 'caravan' }, args: { defaultValue: 'q1' } };
