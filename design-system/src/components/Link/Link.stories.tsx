import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/search', children: 'Browse our stock' },
} satisfies Meta<typeof Link>;
export default meta;
export const Internal: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Browse our stock' }),
    ).toHaveAttribute('href', '/search');
  },
};
export const Phone: StoryObj<typeof meta> = {
  args: { href: 'tel:0397941100', children: '03 9794 1100' },
};
