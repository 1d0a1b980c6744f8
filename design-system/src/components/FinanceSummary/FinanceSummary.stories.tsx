import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FinanceSummary, financeSummaryHeadingLevels } from './FinanceSummary';

const disclaimer =
  'Comparison rate based on a 5 year secured loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

const meta = {
  title: 'Vehicle/FinanceSummary',
  component: FinanceSummary,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: financeSummaryHeadingLevels },
    action: { control: false },
  },
  args: {
    rows: [
      {
        provider: 'Toyota Finance',
        weeklyAmount: '$152',
        interestRate: '6.29% p.a.',
        comparisonRate: '8.19% p.a.',
      },
    ],
    disclaimer,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FinanceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneLender: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Finance' })).toBeVisible();
    await expect(canvas.getByText('$152')).toBeVisible();
    await expect(canvas.getByText('per week*')).toBeVisible();
    await expect(canvas.getByText('Interest rate').nextElementSibling).toHaveTextContent(
      '6.29% p.a.',
    );
    await expect(canvas.getByText('Comparison rate*').nextElementSibling).toHaveTextContent(
      '8.19% p.a.',
    );
    await expect(canvas.getByText(/5 year secured loan of \$30,000/)).toBeVisible();
  },
};

export const SeveralLenders: Story = {
  args: {
    rows: [
      {
        provider: 'Angle Finance',
        weeklyAmount: '$139',
        interestRate: '7.49% p.a.',
        comparisonRate: '8.38% p.a.',
        note: '$0 final payment',
      },
      {
        provider: '360 Finance',
        weeklyAmount: '$147',
        interestRate: '8.95% p.a.',
        comparisonRate: '9.64% p.a.',
      },
    ],
    action: (
      <Button href="/finance-enquiry?car_id=u3010042#finance-form" variant="ghost" size="small">
        Finance Enquiry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('$0 final payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Finance Enquiry' })).toBeVisible();
  },
};

export const NoLenders: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    rows: [
      {
        provider: 'Caravan Finance Australia',
        weeklyAmount: '$219',
        interestRate: '8.49% p.a.',
        comparisonRate: '9.02% p.a.',
      },
    ],
  },
};
