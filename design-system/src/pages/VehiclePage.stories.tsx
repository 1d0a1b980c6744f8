import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { rav4 } from '../components/private/vehicle-fixtures';
import { Stack } from '../components/Stack/Stack';
import * as VehicleDetailStories from '../components/VehicleDetailLayout/VehicleDetailLayout.stories';
import { desktop, phone, SitePage } from './SitePage';

// A car's page in the site's frame (spec §2): the breadcrumbs and the vehicle page's parts as
// the platform's vehicle page puts them together (Vehicle/VehiclePage).

const VehicleDetail = VehicleDetailStories.default.component;

function VehiclePage() {
  return (
    <SitePage>
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Used Cars', href: '/search/used-cars' },
            { label: 'Toyota', href: '/search/toyota' },
            { label: 'RAV4', href: '/search/toyota/rav4' },
            { label: rav4.title, href: rav4.href },
          ]}
        />
        <VehicleDetail vehicle="rav4" />
      </Stack>
    </SitePage>
  );
}

const meta = {
  title: 'Pages/Vehicle',
  component: VehiclePage,
  parameters: { bleed: true },
} satisfies Meta<typeof VehiclePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const reserve = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('main')).getAllByRole('link', {
    name: 'Reserve Car Now',
  })[0]!;

/** The vehicle page on a desktop: the summary beside the photos. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: rav4.title });
    const gallery = canvas.getByRole('region', { name: `Photos of ${rav4.title}` });
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(
      gallery.getBoundingClientRect().right,
    );
    await expect(reserve(canvasElement)).toBeVisible();
  },
};

/** The vehicle page on a phone: the photos, then the summary; call and enquire stay at hand. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: rav4.title });
    const gallery = canvas.getByRole('region', { name: `Photos of ${rav4.title}` });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(
      gallery.getBoundingClientRect().bottom,
    );
    const bar = canvas.getByRole('region', { name: 'Contact the dealer' });
    await expect(within(bar).getByRole('button', { name: 'Enquire Now' })).toBeVisible();
  },
};

/** The theme studio's draft reaches the whole page: the primary button in the draft's accent. */
export const InADraftTheme: Story = {
  globals: { ...desktop, dealerAccent: '0f766e', dealerRadius: 'none' },
  play: async ({ canvasElement }) => {
    const button = reserve(canvasElement);
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(15, 118, 110)');
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('0px');
  },
};
