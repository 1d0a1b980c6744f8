import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallIcon } from '../../icons';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Enquire Now', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    tone: { control: 'select', options: buttonTones },
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

/** Every variant in every tone: the colour pairs the a11y check verifies. */
export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {buttonTones.map((tone) => (
        <Inline key={tone} space="small">
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} tone={tone} variant={variant}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const TonesToyota: Story = { ...Tones, globals: { brand: 'toyota' } };
export const TonesCaravan: Story = { ...Tones, globals: { brand: 'caravan' } };

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

export const Disabled: Story = {
  args: { children: 'Reserve This Car', disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reserve This Car' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { children: 'Search all 1,254 cars', href: '/search', size: 'large' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Search all 1,254 cars' });
    await expect(link).toHaveAttribute('href', '/search');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const IconOnly: Story = {
  args: { children: null, icon: <CallIcon />, 'aria-label': 'Call Now', variant: 'ghost' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Call Now' })).toBeVisible();
  },
};
