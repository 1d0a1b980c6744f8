import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallIcon } from '../../icons';
import { Button } from '../Button/Button';
import { ValuationResult, type ValuationResultProps } from './ValuationResult';

const note =
  'An estimate only, for a vehicle in the condition you described. We confirm the price when we inspect it.';

const meta = {
  title: 'Dealer/TradeInWizard/ValuationResult',
  component: ValuationResult,
  tags: ['autodocs'],
  args: {
    estimate: '$30,700',
    low: '$29,100',
    high: '$32,200',
    note,
    onAccept: fn(),
  },
  argTypes: { action: { control: false }, note: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ValuationResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure under 'Estimate', the range, the note, and Accept Offer. */
const checkEstimate: Story['play'] = async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  const result = canvas.getByRole('region', { name: 'Your trade-in estimate' });
  const label = within(result).getByText('Estimate');
  await expect(label.tagName).toBe('DT');
  await expect(label.nextElementSibling).toHaveTextContent('$30,700');
  await expect(within(result).getByText('Range').nextElementSibling).toHaveTextContent(
    '$29,100 to $32,200',
  );
  await expect(within(result).getByText(/We confirm the price/)).toBeVisible();
  await userEvent.click(within(result).getByRole('button', { name: 'Accept Offer' }));
  await expect(args.onAccept).toHaveBeenCalledTimes(1);
};

export const Estimate: Story = { play: checkEstimate };

/** While the acceptance is sent the button waits. */
export const Accepting: Story = {
  args: { accepting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('button', { name: /Accept Offer/ });
    await expect(accept).toBeDisabled();
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await expect(within(accept).getByRole('status')).toHaveTextContent('Accepting your offer');
    await userEvent.click(accept, { pointerEventsCheck: 0 });
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Once accepted, the button gives way to the message. */
export const Accepted: Story = {
  args: { accepted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Accept Offer' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Offer accepted. The dealer will call you to arrange an inspection.',
    );
  },
};

function AcceptFlow(props: ValuationResultProps) {
  const [accepted, setAccepted] = useState(false);
  return (
    <ValuationResult
      {...props}
      accepted={accepted}
      onAccept={() => {
        props.onAccept?.();
        setAccepted(true);
      }}
    />
  );
}

/** Pressing Accept Offer announces the acceptance in the status that was there all along. */
export const AcceptTheOffer: Story = {
  render: (args) => <AcceptFlow {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Offer' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(status).toHaveTextContent(/^Offer accepted/);
    await expect(canvas.queryByRole('button', { name: 'Accept Offer' })).toBeNull();
  },
};

/** No figures: the dealer will call instead. */
const checkNoEstimate: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const result = canvas.getByRole('region', { name: 'No online estimate' });
  await expect(within(result).getByText(/The dealer will call you/)).toBeVisible();
  await expect(within(result).queryByText('Estimate')).toBeNull();
  await expect(within(result).queryByText('$30,700')).toBeNull();
  await expect(within(result).queryByRole('button', { name: 'Accept Offer' })).toBeNull();
};

export const NoEstimate: Story = {
  args: { variant: 'no-estimate', note: undefined },
  play: checkNoEstimate,
};

/** The platform's own words, and a way to call now. */
export const NoEstimateWithCall: Story = {
  args: {
    variant: 'no-estimate',
    title: 'We’ll call you with a valuation',
    message:
      'Vehicles over 7 years old or over 100,000 km need a look in person. The dealer will call you within one business day.',
    note: undefined,
    action: (
      <Button href="tel:0292740100" variant="ghost" icon={<CallIcon />}>
        Call 02 9274 0100
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'We’ll call you with a valuation' }),
    ).toBeVisible();
    await expect(canvas.getByText(/need a look in person/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 02 9274 0100' })).toHaveAttribute(
      'href',
      'tel:0292740100',
    );
  },
};

/** Under the page's own h2. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3, title: 'Your HiLux is worth about' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Your HiLux is worth about' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: checkEstimate,
};

export const Toyota: Story = { globals: { brand: 'toyota' }, play: checkEstimate };
export const Caravan: Story = { globals: { brand: 'caravan' }, play: checkEstimate };
export const ToyotaNoEstimate: Story = { ...NoEstimate, globals: { brand: 'toyota' } };
export const CaravanNoEstimate: Story = { ...NoEstimate, globals: { brand: 'caravan' } };
export const ToyotaAccepted: Story = { ...Accepted, globals: { brand: 'toyota' } };
export const CaravanAccepted: Story = { ...Accepted, globals: { brand: 'caravan' } };
