import {
  composeStory,
  setProjectAnnotations,
  type Meta,
  type StoryObj,
} from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../.storybook/preview';
import { globalsFromDraft } from '../../.storybook/theme-studio';
// the draft's type in the run's provided values
import type {} from './visual-draft';
import * as ButtonStories from '../src/components/Button/Button.stories';
import * as FinanceEstimatePanelStories from '../src/components/FinanceEstimatePanel/FinanceEstimatePanel.stories';
import * as FormStories from '../src/components/Form/Form.stories';
import * as LocationCardStories from '../src/components/LocationCard/LocationCard.stories';
import * as OfferCardStories from '../src/components/OfferCard/OfferCard.stories';
import * as SearchLayoutStories from '../src/components/SearchLayout/SearchLayout.stories';
import * as SiteFooterStories from '../src/components/SiteFooter/SiteFooter.stories';
import * as SiteHeaderStories from '../src/components/SiteHeader/SiteHeader.stories';
import * as SpecificationListStories from '../src/components/SpecificationList/SpecificationList.stories';
import * as VehicleCardStories from '../src/components/VehicleCard/VehicleCard.stories';
import * as VehiclePageStories from '../src/components/VehicleDetailLayout/VehicleDetailLayout.stories';
import * as VehicleSidebarStories from '../src/components/VehicleSidebar/VehicleSidebar.stories';
import * as FinancePageStories from '../src/pages/FinancePage.stories';
import * as HomePageStories from '../src/pages/HomePage.stories';
import * as LocationsPageStories from '../src/pages/LocationsPage.stories';
import * as SearchPageStories from '../src/pages/SearchPage.stories';
import * as VehiclePageKindStories from '../src/pages/VehiclePage.stories';
import { draftOf } from '../src/theme/theme-draft';
import { brands } from '../src/theme/tokens';

// Screenshot baselines of the key stories, each in every brand at a fixed viewport. A story runs
// as in Storybook (args, decorators, play function), then its canvas is compared with the
// committed baseline; an unintended visual change fails the run.
// With a draft theme (`npm run test:visual -- --theme <theme.json>`), the key stories and the
// pages run once, in the draft over its brand, and each capture is written to the draft's folder
// for a designer to look at instead of being compared.

setProjectAnnotations([preview]);

interface StoriesModule {
  default: Meta;
}

interface KeyStory<M extends StoriesModule = StoriesModule> {
  /** the baseline's file name, before the brand */
  name: string;
  stories: M;
  story: Exclude<keyof M, 'default'> & string;
  /** the viewport width: the story's own width plus the canvas padding, or a page width */
  width: number;
  /** the viewport height, when the story is taller than the default (a whole page) */
  height?: number;
}

const keyStory = <M extends StoriesModule>(entry: KeyStory<M>) => entry as unknown as KeyStory;

const keyStories: KeyStory[] = [
  keyStory({ name: 'button-variants', stories: ButtonStories, story: 'Variants', width: 720 }),
  keyStory({ name: 'vehicle-card', stories: VehicleCardStories, story: 'InStock', width: 420 }),
  keyStory({ name: 'vehicle-card-sold', stories: VehicleCardStories, story: 'Sold', width: 420 }),
  keyStory({
    name: 'vehicle-sidebar',
    stories: VehicleSidebarStories,
    story: 'InStock',
    width: 460,
  }),
  keyStory({
    name: 'vehicle-sidebar-sold',
    stories: VehicleSidebarStories,
    story: 'Sold',
    width: 460,
  }),
  keyStory({ name: 'site-header', stories: SiteHeaderStories, story: 'Desktop', width: 1280 }),
  // the Toyota dealer's whole menu on one row at the widths it must fit
  ...([1280, 1366, 1440] as const).map((width) =>
    keyStory({
      name: `site-header-toyota-menu-${width}`,
      stories: SiteHeaderStories,
      story: `ToyotaMenuAt${width}`,
      width,
      height: 200,
    }),
  ),
  keyStory({
    name: 'site-header-generic-menu-1280',
    stories: SiteHeaderStories,
    story: 'GenericMenuAt1280',
    width: 1280,
    height: 200,
  }),
  keyStory({ name: 'site-footer', stories: SiteFooterStories, story: 'Complete', width: 1280 }),
  keyStory({ name: 'location-card', stories: LocationCardStories, story: 'Complete', width: 400 }),
  keyStory({
    name: 'offer-card',
    stories: OfferCardStories,
    story: 'LongDescription',
    width: 430,
  }),
  keyStory({
    name: 'finance-estimate',
    stories: FinanceEstimatePanelStories,
    story: 'WithAction',
    width: 480,
  }),
  keyStory({
    name: 'specification-list',
    stories: SpecificationListStories,
    story: 'FirstSix',
    width: 700,
  }),
  keyStory({
    name: 'vehicle-page',
    stories: VehiclePageStories,
    story: 'Desktop',
    width: 1280,
    height: 2400,
  }),
  keyStory({ name: 'form-errors', stories: FormStories, story: 'AllErrors', width: 720 }),
  // a phone's first screen of the search page: results first, filters behind one button
  keyStory({
    name: 'search-phone',
    stories: SearchLayoutStories,
    story: 'PhoneFirstScreen',
    width: 390,
    height: 844,
  }),
];

/** The pages of a dealer site, on a phone and a desktop: captured only in a draft theme. */
const pageStories: KeyStory[] = (
  [
    ['home', HomePageStories],
    ['search', SearchPageStories],
    ['vehicle', VehiclePageKindStories],
    ['finance', FinancePageStories],
    ['locations', LocationsPageStories],
  ] as const
).flatMap(([name, stories]) => [
  keyStory({ name: `page-${name}-desktop`, stories, story: 'Desktop', width: 1280 }),
  keyStory({ name: `page-${name}-phone`, stories, story: 'Phone', width: 414 }),
]);

/** A capture is cut at the viewport: the story must fit in it. */
const VIEWPORT_HEIGHT = 900;

beforeAll(() => {
  // no motion and no caret: every capture shows the settled state
  const style = document.createElement('style');
  style.textContent = `
    *, *::before, *::after {
      animation-duration: 0s !important;
      animation-delay: 0s !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
      scroll-behavior: auto !important;
      caret-color: transparent !important;
    }
    body { margin: 0; }
    /* the capture is the story's own height, not a full-height page frame */
    [data-brand] { min-height: 0 !important; }
  `;
  document.head.append(style);
});

let canvas: HTMLElement | undefined;
afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

/** The story `story` of `stories` rendered into a new canvas with these globals. */
async function renderStory({ stories, story }: KeyStory, globals: Record<string, unknown>) {
  const annotations = (stories as unknown as Record<string, StoryObj>)[story]!;
  const composed = composeStory(
    { ...annotations, globals: { ...annotations.globals, ...globals } },
    stories.default,
    undefined,
    story,
  );
  canvas = document.createElement('div');
  document.body.append(canvas);
  await composed.run({ canvasElement: canvas });
  await document.fonts.ready;
  return canvas;
}

const draft = inject('visualDraft');

if (draft) {
  const { brand, draft: overrides } = draftOf(draft.theme);
  describe(`in the draft theme over ${brand}`, () => {
    // each test named as its capture's file, which `--only` picks by
    for (const entry of [...keyStories, ...pageStories]) {
      test(entry.name, async () => {
        await page.viewport(entry.width, entry.height ?? VIEWPORT_HEIGHT);
        const rendered = await renderStory(entry, { brand, ...globalsFromDraft(overrides) });
        // a whole page is captured whole: the viewport grows to its height
        const height = Math.ceil(rendered.getBoundingClientRect().height);
        if (height > (entry.height ?? VIEWPORT_HEIGHT)) await page.viewport(entry.width, height);
        const path = `${draft.out}/${entry.name}.png`;
        await page.screenshot({ element: rendered, path });
      });
    }
  });
} else {
  describe.each(keyStories)('$name', (entry) => {
    test.each(brands)('%s', async (brand) => {
      const viewportHeight = entry.height ?? VIEWPORT_HEIGHT;
      await page.viewport(entry.width, viewportHeight);
      // the story as it is, in this brand (a story's own brand global is replaced)
      const rendered = await renderStory(entry, { brand });
      // a story taller than the viewport would be captured cut off
      expect(rendered.getBoundingClientRect().height).toBeLessThanOrEqual(viewportHeight);
      await expect(page.elementLocator(rendered)).toMatchScreenshot(`${entry.name}-${brand}`);
    });
  });
}
