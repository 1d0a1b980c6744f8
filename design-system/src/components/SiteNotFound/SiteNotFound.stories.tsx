import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { SiteNotFound } from './SiteNotFound';

const meta = {
  title: 'Pages/SiteNotFound',
  component: SiteNotFound,
  args: {
    message:
      'Sorry, we couldn’t find that page. It may have moved, or the vehicle may have been sold.',
    actions: [
      <Button key="home" href="/">
        Back to home
      </Button>,
      <Button key="search" href="/search" variant="ghost">
        Search our stock
      </Button>,
    ],
  },
} satisfies Meta<typeof SiteNotFound>;
export default meta;
export const PageNotFound: StoryObj<typeof meta> = {};
