import { type ReactNode } from 'react';
import { Box } from '../components/Box/Box';
import { Container } from '../components/Container/Container';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import * as FooterStories from '../components/SiteFooter/SiteFooter.stories';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import * as HeaderStories from '../components/SiteHeader/SiteHeader.stories';

// Story-only: the frame of every page of a dealer site (header, main, footer) as the platform's
// site shell puts it together, with the header's and footer's own story data.

/** The demo dealer every page story is of. */
export const dealerName = HeaderStories.default.args.siteName;

export function SitePage({
  width = 'large',
  children,
}: {
  /** the page's column: 'medium' for a form page, 'large' for the rest */
  width?: 'medium' | 'large' | 'full';
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader {...HeaderStories.default.args} />
      <Box as="main" id="main-content" paddingY="xlarge">
        {width === 'full' ? children : <Container width={width}>{children}</Container>}
      </Box>
      <SiteFooter {...FooterStories.default.args} siteName={dealerName} />
    </>
  );
}

/** The two viewports a designer judges a page on. */
export const phone = { viewport: { value: 'mobile2', isRotated: false } } as const;
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
