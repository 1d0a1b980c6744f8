import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as FinanceCalculatorStories from '../components/FinanceCalculator/FinanceCalculator.stories';
import * as EnquiryFormStories from '../components/Form/EnquiryForm.stories';
import { Heading } from '../components/Heading/Heading';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { desktop, phone, SitePage } from './SitePage';

// The finance page as the platform's finance page puts it together (spec §2): the heading, the
// calculator, the quote form and the lender's warnings in one readable column, each part with
// its own story data.

const Calculator = FinanceCalculatorStories.default.component;
const QuoteForm = EnquiryFormStories.default.component;

function FinancePage() {
  return (
    <SitePage width="medium">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>Finance</Heading>
          <Text tone="muted">
            Work out repayments that suit you, then ask our finance team for a quote tailored to the
            vehicle you want.
          </Text>
        </Stack>
        <Calculator {...FinanceCalculatorStories.default.args} />
        <section aria-labelledby="finance-form-heading">
          <Stack space="medium">
            <Heading level={2} id="finance-form-heading">
              Apply for a finance quote
            </Heading>
            <QuoteForm {...EnquiryFormStories.default.args} />
          </Stack>
        </section>
        <Text size="small" tone="muted">
          The comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: This
          comparison rate is true only for the examples given and may not include all fees and
          charges. Different terms, fees or other loan amounts might result in a different
          comparison rate.
        </Text>
      </Stack>
    </SitePage>
  );
}

const meta = {
  title: 'Pages/Finance',
  component: FinancePage,
  parameters: { bleed: true },
} satisfies Meta<typeof FinancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showsTheCalculatorAndForm: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('30,000');
  const form = canvas.getByRole('heading', { level: 2, name: 'Apply for a finance quote' });
  await expect(form).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Send Enquiry' })).toBeInTheDocument();
};

/** The finance page on a desktop: one readable column, the calculator first. */
export const Desktop: Story = { globals: desktop, play: showsTheCalculatorAndForm };

/** The finance page on a phone. */
export const Phone: Story = { globals: phone, play: showsTheCalculatorAndForm };
