import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { rav4 } from '../private/vehicle-fixtures';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { VehicleGallery } from '../VehicleGallery/VehicleGallery';
import { VehicleDetailLayout } from './VehicleDetailLayout';
import * as styles from './VehicleDetailLayout.css';
import { VehicleDetailSkeleton } from './VehicleDetailSkeleton';

const meta = {
  title: 'Vehicle/VehicleDetailSkeleton',
  component: VehicleDetailSkeleton,
} satisfies Meta<typeof VehicleDetailSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Busy, saying so to assistive technology, its shapes hidden from it, a screen tall. */
const checksTheStatus: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  const root = canvasElement.querySelector('[data-slot="vehicle-detail-skeleton"]')!;
  await expect(root).toHaveAttribute('aria-busy', 'true');
  for (const shape of root.querySelectorAll('[data-slot="skeleton"]')) {
    await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  }
  await expect(root.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
};

export const Loading: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: checksTheStatus,
};
export const Toyota: Story = {
  globals: { brand: 'toyota', viewport: { value: 'desktop', isRotated: false } },
  play: checksTheStatus,
};
export const Caravan: Story = {
  globals: { brand: 'caravan', viewport: { value: 'desktop', isRotated: false } },
  play: checksTheStatus,
};
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: checksTheStatus,
};

/** The loaded page's first block as the platform composes it, above its placeholder. */
function LoadedAndLoading() {
  return (
    <div style={{ display: 'grid', gap: 48 }}>
      <div data-testid="loaded">
        <Stack space="large">
          <Breadcrumbs
            items={[
              { label: 'Home', href: '/' },
              { label: 'Used Cars', href: '/search/used-cars' },
              { label: rav4.title },
            ]}
          />
          <VehicleDetailLayout
            gallery={<VehicleGallery title={rav4.title} images={rav4.photos} />}
            sidebar={<Text>The summary</Text>}
          >
            <Text>The details</Text>
          </VehicleDetailLayout>
        </Stack>
      </div>
      <div data-testid="loading">
        <VehicleDetailSkeleton />
      </div>
    </div>
  );
}

/** The picture's box and the summary column's place, relative to the page's top. */
function firstBlock(container: HTMLElement) {
  const top = container.getBoundingClientRect().top;
  const layout = container.querySelector(`.${styles.layout}`)!;
  const [gallery, sidebar] = [...layout.children].map((column) => column.getBoundingClientRect());
  const picture = layout.firstElementChild!.firstElementChild!.firstElementChild!;
  const box = picture.getBoundingClientRect();
  return {
    pictureTop: Math.round(box.top - top),
    pictureHeight: Math.round(box.height),
    galleryWidth: Math.round(gallery!.width),
    sidebarLeft: Math.round(sidebar!.left),
  };
}

/**
 * The page arrives where the placeholder was: the picture at the same place and size (a 4:3
 * photo, the demo stock's), the summary in the same column.
 */
const comparesWithTheLoadedPage: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const loaded = firstBlock(canvas.getByTestId('loaded'));
  const loading = firstBlock(canvas.getByTestId('loading'));
  await expect(loading.galleryWidth).toBe(loaded.galleryWidth);
  await expect(loading.sidebarLeft).toBe(loaded.sidebarLeft);
  await expect(loading.pictureHeight).toBe(loaded.pictureHeight);
  await expect(Math.abs(loading.pictureTop - loaded.pictureTop)).toBeLessThanOrEqual(2);
};

export const SameShapeAsThePage: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <LoadedAndLoading />,
  play: comparesWithTheLoadedPage,
};

export const SameShapeAsThePageOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: () => <LoadedAndLoading />,
  play: comparesWithTheLoadedPage,
};
