import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuIcon } from '../../icons';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  drawerSides,
} from './Drawer';

const models = ['Corolla', 'Camry', 'RAV4', 'Kluger', 'HiLux', 'LandCruiser 300', 'Prado'];

const meta = {
  title: 'Overlays/Drawer',
  component: DrawerContent,
  tags: ['autodocs'],
  args: { side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <Drawer>
      <DrawerTrigger asChild>
        <IconButton label="Open menu" icon={<MenuIcon />} />
      </DrawerTrigger>
      <DrawerContent {...args}>
        <DrawerHeader>
          <DrawerTitle>New Vehicles</DrawerTitle>
          <DrawerDescription>Every model we sell</DrawerDescription>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label="New vehicles">
            <Stack space="small" as="ul">
              {models.map((model) => (
                <li key={model} style={{ listStyle: 'none' }}>
                  <Link href={`/${model.toLowerCase().replace(/\s+/g, '-')}`}>{model}</Link>
                </li>
              ))}
            </Stack>
          </nav>
        </DrawerBody>
        <DrawerFooter>
          <DrawerClose asChild>
            <Button fullWidth>Done</Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  ),
} satisfies Meta<typeof DrawerContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheRight: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'New Vehicles' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await expect(drawer).toHaveAccessibleDescription('Every model we sell');
    await expect(within(drawer).getByRole('link', { name: 'RAV4' })).toHaveAttribute(
      'href',
      '/rav4',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'New Vehicles' });
    await userEvent.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // left open for the a11y check
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'New Vehicles' });
  },
};

const openIt: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
  await screen.findByRole('dialog', { name: 'New Vehicles' });
};

export const FromTheLeft: Story = { args: { side: 'left' }, play: openIt };
export const BottomSheet: Story = {
  args: { side: 'bottom' },
  play: async (context) => {
    await openIt(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openIt(context);
  },
};
export const FromTheTop: Story = { args: { side: 'top' }, play: openIt };
export const BottomSheetToyota: Story = {
  args: { side: 'bottom' },
  globals: { brand: 'toyota', viewport: { value: 'mobile2', isRotated: false } },
  play: openIt,
};
export const RightCaravan: Story = {
  globals: { brand: 'caravan', viewport: { value: 'mobile2', isRotated: false } },
  play: openIt,
};
