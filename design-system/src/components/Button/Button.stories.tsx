import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallIcon } from '../../icons';
import { Inline } from '../Inline/Inline';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Enquire Now', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'select', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enquire Now' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcon: Story = { args: { children: 'Call Now', icon: <CallIcon /> } };

export const Loading: Story = {
  args: { children: 'Submitting', loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const AsLink: Story = {
  args: { children: 'Search all 1,254 cars', href: '/search', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Search all 1,254 cars' }),
    ).toHaveAttribute('href', '/search');
  },
};
