import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallIcon, ChatIcon } from '../../icons';
import { Button } from '../Button/Button';
import { MobileStickyBar } from './MobileStickyBar';

const meta = {
  title: 'Vehicle/MobileStickyBar',
  component: MobileStickyBar,
  argTypes: { children: { control: false } },
  args: {
    children: (
      <>
        <Button href="tel:0892741234" variant="soft" icon={<CallIcon />}>
          Call Now
        </Button>
        <Button icon={<ChatIcon />}>Enquire Now</Button>
      </>
    ),
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} satisfies Meta<typeof MobileStickyBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'Contact the dealer' });
    await expect(bar).toBeVisible();
    const call = within(bar).getByRole('link', { name: 'Call Now' });
    const enquire = within(bar).getByRole('button', { name: 'Enquire Now' });
    await expect(call).toHaveAttribute('href', 'tel:0892741234');
    // side by side, equal widths, at the foot of the screen
    await expect(call.getBoundingClientRect().top).toBe(enquire.getBoundingClientRect().top);
    await expect(Math.round(call.getBoundingClientRect().width)).toBe(
      Math.round(enquire.getBoundingClientRect().width),
    );
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Only on small screens. */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="mobile-sticky-bar"]');
    await expect(bar).toHaveAttribute('aria-label', 'Contact the dealer');
    await expect(bar).not.toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'Call Now' })).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
