import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, HeartIcon, PrintIcon, ShareIcon } from '../../icons';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { IconButton, iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Share', icon: <ShareIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: iconButtonVariants },
    size: { control: 'select', options: iconButtonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Share' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant and size; each keeps a target of at least 24 by 24 pixels. */
export const VariantsAndSizes: Story = {
  render: (args) => (
    <Stack space="medium">
      {iconButtonVariants.map((variant) => (
        <Inline key={variant} space="small">
          {iconButtonSizes.map((size) => (
            <IconButton
              key={size}
              {...args}
              variant={variant}
              size={size}
              label={`Share (${variant}, ${size})`}
            />
          ))}
          <IconButton
            {...args}
            variant={variant}
            shape="square"
            label={`Print (${variant})`}
            icon={<PrintIcon />}
          />
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(24);
      await expect(height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const VariantsToyota: Story = { ...VariantsAndSizes, globals: { brand: 'toyota' } };
export const VariantsCaravan: Story = { ...VariantsAndSizes, globals: { brand: 'caravan' } };

export const Favourite: Story = {
  args: { label: 'Save to favourites', icon: <HeartIcon />, variant: 'soft' },
};

export const Disabled: Story = {
  args: { label: 'Close', icon: <CloseIcon />, disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
