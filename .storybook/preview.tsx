import type { Decorator, Preview } from '@storybook/react-vite';
import { useGlobals } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import {
  ThemeProvider,
  brands,
  type Brand,
  type DealerOverrides,
} from '../design-system/src/theme';
import { ThemeStudio } from '../design-system/src/components/ThemeStudio';
import { brandModes } from './modes';
import {
  checkSiteTheme,
  draftFromGlobals,
  globalsFromDraft,
  themeStudioGlobalTypes,
} from './theme-studio';

// findBy* and waitFor in play functions wait up to 3 s: on a 2-core machine running the whole
// suite, an overlay can take longer than the library's 1 s to open.
configure({ asyncUtilTimeout: 3000 });

// Every story is wrapped in a brand's theme; the toolbar switches brand. The theme root fills
// the canvas, so stories get their padding inside it, except full-width site parts
// (`parameters.bleed`).
// The theme studio's draft (the toolbar's 'Theme studio' opens its panel beside the story)
// applies to every story over its brand, after the story's own overrides.
const WithBrandAndDraft: Decorator = (Story, context) => {
  const brand = (context.globals.brand as Brand | undefined) ?? 'generic';
  const [globals, updateGlobals] = useGlobals();
  const draft = draftFromGlobals(globals);
  const overrides: DealerOverrides = {
    ...(context.parameters.dealerOverrides as DealerOverrides | undefined),
    ...draft,
  };
  const story = (
    <ThemeProvider brand={brand} overrides={overrides}>
      <div style={{ padding: context.parameters.bleed ? 0 : '1.5rem' }}>
        <Story />
      </div>
    </ThemeProvider>
  );
  if (globals.themeStudio !== 'open') return story;
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>{story}</div>
      <ThemeProvider brand={brand}>
        <aside aria-label="Theme studio panel" style={{ padding: '1rem' }}>
          <ThemeStudio
            brand={brand}
            value={draft}
            onChange={(next) => updateGlobals(globalsFromDraft(next))}
            onBrandChange={(next) => updateGlobals({ brand: next })}
            checkTheme={checkSiteTheme}
          />
        </aside>
      </ThemeProvider>
    </div>
  );
};

const preview: Preview = {
  decorators: [WithBrandAndDraft],
  globalTypes: {
    ...themeStudioGlobalTypes,
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
  initialGlobals: {
    brand: 'generic',
    themeStudio: 'closed',
    dealerAccent: '',
    dealerText: '',
    dealerSurface: '',
    dealerDensity: '',
    dealerRadius: '',
    dealerFont: '',
    dealerLogo: '',
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
    // a Chromatic build captures every story in every brand
    chromatic: { modes: brandModes },
  },
};

export default preview;
