import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FinanceEstimatePanel, financeEstimateHeadingLevels } from './FinanceEstimatePanel';

const disclaimer =
  'This estimate is a guide only and is not a quote or an offer of finance. It assumes a 5 year term, a 10% deposit and a 30% final payment, at an interest rate of 9.99% p.a. (comparison rate 10.86% p.a.). The comparison rate is based on a 5 year secured loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Approval is subject to the lender’s credit criteria. Fees and charges apply.';

const meta = {
  title: 'Vehicle/FinanceEstimatePanel',
  component: FinanceEstimatePanel,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: financeEstimateHeadingLevels },
    action: { control: false },
  },
  args: {
    weekly: '$165',
    monthly: '$714',
    assumptions: 'Based on a 5 year term, 10% deposit and 30% final payment.',
    disclaimer,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FinanceEstimatePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DisclaimerDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Finance estimate' })).toBeVisible();
    await expect(canvas.getByText('per week').nextElementSibling).toHaveTextContent('$165');
    await expect(canvas.getByText('per month').nextElementSibling).toHaveTextContent('$714');
    await expect(canvas.getByText(/10% deposit and 30% final payment/)).toBeVisible();

    const trigger = canvas.getByRole('button', { name: 'View disclaimer' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Finance disclaimer' });
    // (visible once its opening animation has begun)
    await waitFor(() =>
      expect(within(dialog).getByText(/5 year secured loan of \$30,000/)).toBeVisible(),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    // left open, so the a11y check covers the dialog
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Finance disclaimer' });
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button href="/finance-enquiry?car_id=u3010042#finance-form" size="small">
        Get Pre-Approved
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Get Pre-Approved' }),
    ).toBeVisible();
  },
};

const openDisclaimer: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'View disclaimer' }));
  await screen.findByRole('dialog', { name: 'Finance disclaimer' });
};

export const Toyota: Story = { globals: { brand: 'toyota' }, play: openDisclaimer };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: { weekly: '$219', monthly: '$948' },
  play: openDisclaimer,
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: openDisclaimer,
};
