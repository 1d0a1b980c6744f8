import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DealerComments } from './DealerComments';

const paragraphs = [
  'One owner from new with full Toyota service history and two keys. This RAV4 GX Hybrid has been serviced every 12 months or 15,000 km at our Midland workshop.',
  'It drives beautifully and averages under 5 L/100km. Adaptive cruise control, lane trace assist and Apple CarPlay make long trips down to Margaret River easy.',
  'Every used car we sell comes with a 48-hour money-back guarantee and 12 months roadside assist. Reserve it online today with a fully refundable $200 deposit.',
];
const shortParagraphs = [
  paragraphs[0]!,
  'It drives beautifully and averages under 5 L/100km. Adaptive cruise control, lane trace assist and Apple CarPlay make long trips…',
];

const meta = {
  title: 'Vehicle/DealerComments',
  component: DealerComments,
  args: { paragraphs, shortParagraphs },
} satisfies Meta<typeof DealerComments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowMoreAndLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/make long trips…/)).toBeVisible();
    await expect(canvas.queryByText(/48-hour money-back/)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(canvas.getByText(/48-hour money-back/)).toBeVisible();
    await expect(canvas.getByText(/down to Margaret River easy\./)).toBeVisible();
    await expect(canvas.queryByText(/make long trips…/)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(canvas.queryByText(/48-hour money-back/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Short: Story = {
  args: { paragraphs: paragraphs.slice(0, 1), shortParagraphs: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/One owner from new/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Pending: Story = {
  args: { paragraphs: [], shortParagraphs: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Dealer comments are pending. Please check back here later.'),
    ).toBeVisible();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    paragraphs: [
      'Built tough for the Cape York run, this Journey Outback has independent suspension, 300W of solar and two 100Ah lithium batteries, so you can stay off-grid for days.',
      'Inside there is a queen island bed, a full ensuite and a diesel heater for cold desert nights. Handover includes a full walkthrough at our Kunda Park yard.',
    ],
    shortParagraphs: [
      'Built tough for the Cape York run, this Journey Outback has independent suspension, 300W of solar and two 100Ah lithium batteries…',
    ],
  },
};
