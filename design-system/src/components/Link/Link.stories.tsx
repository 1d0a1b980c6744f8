import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../../theme/LinkContext';
import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/search', children: 'Browse our stock' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Browse our stock' }),
    ).toHaveAttribute('href', '/search');
  },
};

export const Phone: Story = {
  args: { href: 'tel:0397941100', children: '03 9794 1100' },
};

export const InText: Story = {
  render: (args) => (
    <Text>
      Every used car comes with a 48hr money back guarantee. <Link {...args}>Read the terms</Link>{' '}
      before you buy.
    </Text>
  ),
  args: { href: '/terms-and-conditions' },
};

/** An app's router link (next/link in the templates) is injected; tel: and external stay plain. */
function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const InjectedRouterLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => (
    <Text>
      <Link {...args} /> or call <Link href="tel:0397941100">03 9794 1100</Link>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Browse our stock' })).toHaveAttribute(
      'data-router-link',
    );
    await expect(canvas.getByRole('link', { name: '03 9794 1100' })).not.toHaveAttribute(
      'data-router-link',
    );
  },
};
