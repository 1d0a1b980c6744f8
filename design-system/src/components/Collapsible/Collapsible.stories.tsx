import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import {
  Collapsible,
  CollapsibleContent,
  collapsibleHeadingLevels,
  CollapsibleSection,
  CollapsibleTrigger,
} from './Collapsible';

const meta = {
  title: 'Navigation/CollapsibleSection',
  component: CollapsibleSection,
  tags: ['autodocs'],
  args: {
    title: 'Body type',
    meta: '2 selected',
    onOpenChange: fn(),
    children: <Text>SUV · Ute · Hatch · Sedan · Wagon · Van</Text>,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: collapsibleHeadingLevels },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollapsibleSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenThenClosed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Body type/ });
    await expect(trigger.closest('h3')).not.toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/SUV/)).toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.queryByText(/SUV/)).toBeNull());

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const StartsClosed: Story = {
  args: { defaultOpen: false, meta: undefined, title: 'Transmission' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Transmission' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A page that remembers which filter sections are open controls `open`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Stack space="small">
        <Button size="small" variant="ghost" onClick={() => setOpen((o) => !o)}>
          {open ? 'Collapse all' : 'Expand all'}
        </Button>
        <CollapsibleSection {...args} open={open} onOpenChange={setOpen} />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(canvas.getByRole('button', { name: /Body type/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };

/** The bare parts: any trigger, any content. */
export const Parts: Story = {
  render: () => (
    <Collapsible>
      <CollapsibleTrigger asChild>
        <Button variant="ghost" size="small">
          Show More
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <Text>Interest from 0.5% to 15% p.a.; terms of 1 to 7 years.</Text>
      </CollapsibleContent>
    </Collapsible>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(await canvas.findByText(/Interest from/)).toBeVisible();
  },
};
