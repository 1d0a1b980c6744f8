import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { caravan, rav4 } from '../private/vehicle-fixtures';
import { StickyCtaBar } from './StickyCtaBar';

/** the bar, found whether or not it is showing (a hidden bar is out of the accessibility tree) */
const findBar = (canvasElement: HTMLElement) => {
  const bar = canvasElement.querySelector<HTMLElement>('[data-slot="sticky-cta-bar"]')!;
  expect(bar).toHaveAttribute('aria-label', rav4.title);
  return bar;
};

const meta = {
  title: 'Vehicle/StickyCtaBar',
  component: StickyCtaBar,
  argTypes: { actions: { control: false } },
  args: {
    visible: true,
    title: rav4.title,
    subtitle: `${rav4.odometer} · Automatic · Hybrid`,
    price: rav4.price,
    image: rav4.photos[0],
    actions: (
      <>
        <Button href={`${rav4.href}/checkout`}>Reserve Car Now</Button>
        <Button variant="ghost">Enquire Now</Button>
      </>
    ),
  },
} satisfies Meta<typeof StickyCtaBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: rav4.title });
    await expect(bar).toBeVisible();
    await expect(within(bar).getByText('$42,990')).toBeVisible();
    await expect(within(bar).getByRole('link', { name: 'Reserve Car Now' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Enquire Now' })).toBeVisible();
    // fixed to the foot of the window
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = findBar(canvasElement);
    await expect(bar).not.toBeVisible();
    await expect(bar).toHaveAttribute('inert');
    await expect(canvas.queryByRole('region', { name: rav4.title })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Enquire Now' })).toBeNull();
  },
};

/** The page flips `visible` as the shopper scrolls; the bar slides in and out. */
export const SlidesInAndOut: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(false);
    return (
      <>
        <Button variant="ghost" onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide the bar' : 'Show the bar'}
        </Button>
        <StickyCtaBar {...args} visible={visible} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = findBar(canvasElement);
    await expect(bar).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show the bar' }));
    await expect(canvas.getByRole('region', { name: rav4.title })).toBe(bar);
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('inert');
    await waitFor(() =>
      expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Hide the bar' }));
    await expect(bar).toHaveAttribute('inert');
    await waitFor(() => expect(bar).not.toBeVisible());
    await expect(bar.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight - 1);
  },
};

export const EnquireForPrice: Story = {
  args: { price: { amount: null, text: 'Enquire for price.' }, image: null },
};

/** Phones have the MobileStickyBar instead. */
export const NotOnPhones: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(findBar(canvasElement)).not.toBeVisible();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    title: caravan.title,
    subtitle: caravan.subtitle,
    price: caravan.price,
    image: caravan.photos[0],
  },
};

/** It slides over the theme's slow duration, and not at all when the shopper prefers less motion. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const bar = findBar(canvasElement);
    await expect(getComputedStyle(bar).transitionProperty).toContain('transform');
    await expect(getComputedStyle(bar).transitionDuration).toContain('0.3s');
    const barClass = bar.classList[0]!;
    const reducedRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion'),
      )
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
      .filter((rule) => rule.selectorText.includes(barClass));
    await expect(reducedRules.length).toBeGreaterThanOrEqual(2);
    for (const rule of reducedRules) await expect(rule.style.transition).toMatch(/^none/);
  },
};
