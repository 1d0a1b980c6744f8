import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { ThemeProvider, brands, type Brand } from '../design-system/src/theme';
import { brandModes } from './modes';

// findBy* and waitFor in play functions wait up to 3 s: on a 2-core machine running the whole
// suite, an overlay can take longer than the library's 1 s to open.
configure({ asyncUtilTimeout: 3000 });

// Every story is wrapped in a brand's theme; the toolbar switches brand. The theme root fills
// the canvas, so stories get their padding inside it, except full-width site parts
// (`parameters.bleed`).
const withBrand: Decorator = (Story, context) => {
  const brand = (context.globals.brand as Brand | undefined) ?? 'generic';
  return (
    <ThemeProvider brand={brand} overrides={context.parameters.dealerOverrides}>
      <div style={{ padding: context.parameters.bleed ? 0 : '1.5rem' }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((brand) => ({ value: brand, title: brand })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'generic' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
    // a Chromatic build captures every story in every brand
    chromatic: { modes: brandModes },
  },
};

export default preview;
