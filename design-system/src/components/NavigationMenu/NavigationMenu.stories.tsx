import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuIcon } from '../../icons';
import { vars } from '../../theme/contract.css';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../Accordion/Accordion';
import { Button } from '../Button/Button';
import {
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from '../Drawer/Drawer';
import { Link } from '../Link/Link';
import { headerMenuOpenAttribute } from './menu-open';
import { ModelMegaMenu, type ModelMenuEntry } from './ModelMenu';
import { groupModelsByCategory } from './models';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuGroup,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuOpenModes,
} from './NavigationMenu';

const picture = (colour: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 112"><path d="M20 80 Q24 58 52 56 L70 40 Q82 34 110 34 L130 36 Q146 42 156 56 L172 60 Q180 68 176 80 Z" fill="${colour}"/><circle cx="56" cy="82" r="12" fill="#222"/><circle cx="142" cy="82" r="12" fill="#222"/></svg>`,
  )}`;

const model = (
  name: string,
  category: string | string[],
  colour: string,
  status?: string,
): ModelMenuEntry => {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    name,
    category,
    status,
    image: { src: picture(colour), width: 192, height: 112 },
    exploreHref: `/${slug}`,
    stockHref: `/search/toyota/${slug}`,
    accessoriesHref: `/${slug}/accessories`,
  };
};

const models: ModelMenuEntry[] = [
  model('Corolla Hatch', 'Hatch & sedans', '#b3141c'),
  model('Camry', ['Hatch & sedans', 'Electrified'], '#2d3a4a'),
  model('RAV4', ['SUVs & 4WDs', 'Electrified'], '#5b6b7a'),
  model('LandCruiser 300', 'SUVs & 4WDs', '#e5e5e5'),
  model('HiLux', 'Utes & Vans', '#1f1f1f'),
  model('HiAce', 'Utes & Vans', '#f2f2f2'),
  model('GR86', 'GR & performance', '#c8091a'),
  model('bZ4X', 'Electrified', '#3f7cbf'),
  model('Urban Cruiser', 'Upcoming', '#7a8a3a', 'coming_soon'),
];

const onOpenChange = fn();

function SiteHeaderWithMenu(props: Omit<Parameters<typeof NavigationMenu>[0], 'children'>) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header
      {...headerMenuOpenAttribute(menuOpen)}
      data-testid="site-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.large,
        padding: `${vars.space.xsmall} ${vars.space.medium}`,
        borderBottom: `1px solid ${vars.color.border}`,
        // the header turns solid and casts a shadow while a panel is open
        background: menuOpen ? vars.color.surfaceRaised : vars.color.surface,
        boxShadow: menuOpen ? vars.shadow.medium : 'none',
      }}
    >
      <Link href="/" style={{ fontWeight: 700, color: vars.color.neutral }}>
        Swan Valley Toyota
      </Link>
      <NavigationMenu
        {...props}
        style={{ flex: 1 }}
        onOpenChange={(open) => {
          setMenuOpen(open);
          props.onOpenChange?.(open);
        }}
      >
        <NavigationMenuList>
          <NavigationMenuItem value="new-vehicles">
            <NavigationMenuTrigger>New Vehicles</NavigationMenuTrigger>
            <NavigationMenuContent>
              <ModelMegaMenu models={models} />
            </NavigationMenuContent>
          </NavigationMenuItem>
          <NavigationMenuItem value="pre-owned">
            <NavigationMenuTrigger>Pre-Owned Vehicles</NavigationMenuTrigger>
            <NavigationMenuContent>
              <NavigationMenuGroup title="Pre-Owned">
                <li>
                  <NavigationMenuLink href="/pre-owned">All Pre-Owned Vehicles</NavigationMenuLink>
                </li>
                <li>
                  <NavigationMenuLink href="/pre-owned?certified=true">
                    Toyota Certified Pre-Owned
                  </NavigationMenuLink>
                </li>
                <li>
                  <NavigationMenuLink href="/sell-my-car">Sell My Car</NavigationMenuLink>
                </li>
              </NavigationMenuGroup>
            </NavigationMenuContent>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink variant="bar" href="/special-offers" active>
              Special Offers
            </NavigationMenuLink>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink variant="bar" href="/genuine-service">
              Service
            </NavigationMenuLink>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink variant="bar" href="/contact">
              Contact
            </NavigationMenuLink>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>
    </header>
  );
}

const meta = {
  title: 'Navigation/NavigationMenu',
  component: NavigationMenu,
  tags: ['autodocs'],
  parameters: { bleed: true },
  args: { openOn: 'hover', onOpenChange },
  argTypes: { openOn: { control: 'inline-radio', options: navigationMenuOpenModes } },
  beforeEach: () => onOpenChange.mockClear(),
  render: (args) => (
    <div style={{ minHeight: '40rem' }}>
      <SiteHeaderWithMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof NavigationMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const headerOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('site-header');

/** Hovering a trigger opens its panel; the header carries data-menu-open meanwhile. */
export const MegaMenuOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = headerOf(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const trigger = canvas.getByRole('button', { name: 'New Vehicles' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(header).not.toHaveAttribute('data-menu-open');

    await userEvent.hover(trigger);
    const explore = (await canvas.findAllByRole('link', { name: 'Explore RAV4' }))[0]!;
    await waitFor(() => expect(explore).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveAttribute('data-menu-open', 'true');
    await expect(nav).toHaveAttribute('data-menu-open', 'true');
    await expect(onOpenChange).toHaveBeenLastCalledWith(true);

    // groups by body category, in the spec's order
    const groups = canvas
      .getAllByRole('list')
      .filter((list) => list.hasAttribute('aria-labelledby'));
    await expect(groups.map((list) => list.getAttribute('aria-labelledby') && list)).toHaveLength(
      6,
    );
    await expect(
      groups.map(
        (list) => document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual([
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
      'Upcoming',
    ]);
    await expect(explore).toHaveAttribute('href', '/rav4');
    await expect(canvas.getAllByRole('link', { name: 'Our Stock of RAV4' })[0]).toHaveAttribute(
      'href',
      '/search/toyota/rav4',
    );

    // a coming-soon model says Upcoming and has no Our Stock link; others say All-New
    const upcoming = canvas.getByRole('list', { name: 'Upcoming' });
    await expect(within(upcoming).getByText('Upcoming')).toBeVisible();
    await expect(
      within(upcoming).getByRole('link', { name: 'Explore Urban Cruiser' }),
    ).toBeVisible();
    await expect(within(upcoming).queryByRole('link', { name: /Our Stock/ })).toBeNull();
    const utes = canvas.getByRole('list', { name: 'Utes & Vans' });
    await expect(within(utes).getAllByText('All-New')).toHaveLength(2);
    await expect(within(utes).getByRole('link', { name: 'Our Stock of HiLux' })).toBeVisible();

    // moving to another trigger swaps the panel without closing the menu
    await userEvent.hover(canvas.getByRole('button', { name: 'Pre-Owned Vehicles' }));
    await canvas.findByRole('link', { name: 'Sell My Car' });
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Explore RAV4' })).toBeNull());
    await expect(onOpenChange).toHaveBeenCalledTimes(1);

    // leaving the menu closes it and clears the header's attribute
    await userEvent.unhover(canvas.getByRole('button', { name: 'Pre-Owned Vehicles' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'Swan Valley Toyota' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Sell My Car' })).toBeNull());
    await expect(header).not.toHaveAttribute('data-menu-open');
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = headerOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'New Vehicles' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('link', { name: 'Explore Corolla Hatch' });
    await expect(header).toHaveAttribute('data-menu-open', 'true');

    // ArrowDown enters the panel at its first link
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Explore Corolla Hatch' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Our Stock of Corolla Hatch' })).toHaveFocus();

    // Escape closes it and gives focus back to the trigger
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'Explore Corolla Hatch' })).toBeNull(),
    );
    await expect(trigger).toHaveFocus();
    await expect(header).not.toHaveAttribute('data-menu-open');

    // arrows move along the top level; Space opens the focused trigger
    await userEvent.keyboard('{ArrowRight}');
    const preOwned = canvas.getByRole('button', { name: 'Pre-Owned Vehicles' });
    await expect(preOwned).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(preOwned).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'All Pre-Owned Vehicles' })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Toyota Certified Pre-Owned' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(preOwned).toHaveFocus();
    await expect(preOwned).toHaveAttribute('aria-expanded', 'false');

    // top-level links sit in the same arrow-key row; the current page is marked
    await userEvent.keyboard('{ArrowRight}');
    const offers = canvas.getByRole('link', { name: 'Special Offers' });
    await expect(offers).toHaveFocus();
    await expect(offers).toHaveAttribute('aria-current', 'page');
  },
};

/** With `openOn="click"` the pointer passing over a trigger does nothing; a click opens it. */
export const OpenOnClick: Story = {
  args: { openOn: 'click' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'New Vehicles' });
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await canvas.findByRole('link', { name: 'Explore HiLux' });
    await expect(headerOf(canvasElement)).toHaveAttribute('data-menu-open', 'true');
    // it stays open when the pointer leaves
    await userEvent.unhover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // choosing a model closes the menu (spec §4)
    const link = canvas.getByRole('link', { name: 'Explore HiLux' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);

    // a second click on the trigger closes it too
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Panels under their own items, without the shared viewport. */
export const DropdownsWithoutViewport: Story = {
  args: { viewport: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pre-Owned Vehicles' }));
    const link = await canvas.findByRole('link', { name: 'Toyota Certified Pre-Owned' });
    await expect(link).toHaveAttribute('href', '/pre-owned?certified=true');
    const trigger = canvas.getByRole('button', { name: 'Pre-Owned Vehicles' });
    // the panel starts under its own trigger
    await expect(
      Math.abs(link.getBoundingClientRect().left - trigger.getBoundingClientRect().left),
    ).toBeLessThan(24);
  },
};

const openNewVehicles: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'New Vehicles' }));
  await canvas.findByRole('link', { name: 'Explore HiLux' });
};

/** Left open, so the a11y check covers the mega menu in each brand. */
export const MegaMenuToyota: Story = { globals: { brand: 'toyota' }, play: openNewVehicles };
export const MegaMenuCaravan: Story = { globals: { brand: 'caravan' }, play: openNewVehicles };
export const MegaMenuGeneric: Story = { play: openNewVehicles };

/** On small screens the same menu lives in a Drawer, its panels as Accordion sections. */
export const MobileFallback: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: () => (
    <Drawer>
      <DrawerTrigger asChild>
        <Button variant="ghost" icon={<MenuIcon />}>
          Menu
        </Button>
      </DrawerTrigger>
      <DrawerContent side="right" aria-describedby={undefined}>
        <DrawerHeader>
          <DrawerTitle>Menu</DrawerTitle>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label="Main">
            <Accordion type="single" collapsible>
              <AccordionItem value="new-vehicles">
                <AccordionTrigger>New Vehicles</AccordionTrigger>
                <AccordionContent>
                  {groupModelsByCategory(models).map((group) => (
                    <NavigationMenuGroupForDrawer key={group.category} title={group.category}>
                      {group.models.map((entry) => (
                        <li key={entry.name}>
                          <Link href={entry.exploreHref}>{entry.name}</Link>
                        </li>
                      ))}
                    </NavigationMenuGroupForDrawer>
                  ))}
                </AccordionContent>
              </AccordionItem>
              <AccordionItem value="pre-owned">
                <AccordionTrigger>Pre-Owned Vehicles</AccordionTrigger>
                <AccordionContent>
                  <ul style={{ margin: 0, paddingLeft: vars.space.medium }}>
                    <li>
                      <Link href="/pre-owned">All Pre-Owned Vehicles</Link>
                    </li>
                    <li>
                      <Link href="/sell-my-car">Sell My Car</Link>
                    </li>
                  </ul>
                </AccordionContent>
              </AccordionItem>
            </Accordion>
            <ul style={{ margin: `${vars.space.medium} 0 0`, padding: 0, listStyle: 'none' }}>
              <li>
                <Link href="/special-offers">Special Offers</Link>
              </li>
              <li>
                <Link href="/contact">Contact</Link>
              </li>
            </ul>
          </nav>
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const section = within(drawer).getByRole('button', { name: 'New Vehicles' });
    await userEvent.click(section);
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    // RAV4 is in two groups: SUVs & 4WDs and Electrified
    const rav4 = within(drawer).getAllByRole('link', { name: 'RAV4' });
    await expect(rav4).toHaveLength(2);
    await expect(rav4[0]).toHaveAttribute('href', '/rav4');
    const upcoming = within(drawer).getByRole('list', { name: 'Upcoming' });
    await expect(within(upcoming).getByRole('link', { name: 'Urban Cruiser' })).toBeVisible();
  },
};

function NavigationMenuGroupForDrawer({ title, children }: { title: string; children: ReactNode }) {
  const id = `drawer-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div style={{ display: 'grid', gap: vars.space.xxsmall, marginBottom: vars.space.small }}>
      <strong id={id}>{title}</strong>
      <ul aria-labelledby={id} style={{ margin: 0, paddingLeft: vars.space.medium }}>
        {children}
      </ul>
    </div>
  );
}
