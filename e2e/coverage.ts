import { type TemplateName } from '@dealer/template-profiles';

// What each end-to-end spec covers: the feature folders of platform/src/web whose pages and
// routes it walks, and the template apps it runs on. Behaviour the templates share is tested
// once, on the template where it is richest; a spec runs on a template of its own only where
// that template differs (its routes, menus, wording, facets, switches). e2e/README.md states the
// same table in prose, and a unit test keeps the two and the spec files in step. The inner loop
// (npm run test:changed) picks the specs of the features a change reaches from here.

/** The feature folders of platform/src/web, and `frame` for what every page shares. */
export type WebFeature =
  | 'accounts'
  | 'checkout'
  | 'compare'
  | 'content'
  | 'discovery'
  | 'errors'
  | 'finance'
  | 'frame'
  | 'garage'
  | 'home'
  | 'leads'
  | 'locations'
  | 'media'
  | 'models'
  | 'my-page'
  | 'offers'
  | 'reviews'
  | 'saved-searches'
  | 'search'
  | 'spin-to-win'
  | 'stock'
  | 'trade-in'
  | 'vehicle'
  | 'watchlist';

export interface SpecCoverage {
  /** the spec file in e2e/ */
  spec: string;
  features: readonly WebFeature[];
  templates: readonly TemplateName[];
  /** why it runs on more than one template, or on the one it runs on */
  why: string;
}

export const specCoverage: readonly SpecCoverage[] = [
  {
    spec: 'accessibility.spec.ts',
    features: ['home', 'search', 'leads', 'offers', 'errors', 'frame'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'each template has its own theme, colours and form pages, which axe checks',
  },
  {
    spec: 'accounts.spec.ts',
    features: ['accounts', 'checkout'],
    templates: ['toyota', 'generic'],
    why: 'sign-in is on at Toyota (its checkout gated) and off at the generic site',
  },
  {
    spec: 'compare.spec.ts',
    features: ['compare', 'search'],
    templates: ['generic'],
    why: 'compare is the platform’s; Harbour City Cars (generic) has it switched off',
  },
  {
    spec: 'errors.spec.ts',
    features: ['errors'],
    templates: ['generic'],
    why: 'the error pages are the platform’s; runs on a generic app of its own',
  },
  {
    spec: 'finance.spec.ts',
    features: ['finance', 'vehicle', 'leads', 'accounts'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'the calculator once; the finance pages’ prefill where car types differ (Toyota, caravans); personalised finance where Toyota gates it',
  },
  {
    spec: 'foundation.spec.ts',
    features: ['home', 'frame', 'errors', 'media'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'tenancy and theme: every app serves only its own sites, each in its own brand',
  },
  {
    spec: 'images.spec.ts',
    features: ['media', 'search', 'vehicle'],
    templates: ['generic'],
    why: 'the image route and its srcset are the platform’s; Harbour City Cars carries the raster photos',
  },
  {
    spec: 'keyboard.spec.ts',
    features: ['search', 'vehicle', 'leads'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'each template’s search page has its own facets and sliders, which a keyboard passes',
  },
  {
    spec: 'leads.spec.ts',
    features: ['leads', 'content'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'every form once on generic; each other template’s form pages and wording once; Toyota’s configured enquiry and content pages',
  },
  {
    spec: 'locations.spec.ts',
    features: ['locations', 'content', 'discovery', 'leads', 'media'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'locations, their maps and the sitemap once on generic; the locations block and the blog on Toyota’s content pages; each template’s footer pages and regulator',
  },
  {
    spec: 'my-garage.spec.ts',
    features: ['garage', 'accounts', 'watchlist', 'saved-searches', 'search', 'vehicle'],
    templates: ['toyota', 'generic'],
    why: 'with authentication on (Toyota) and off (generic)',
  },
  {
    spec: 'my-page.spec.ts',
    features: ['my-page', 'accounts', 'checkout', 'leads', 'garage'],
    templates: ['toyota', 'generic', 'caravan'],
    why: 'Toyota’s config names its my-* page; on the other templates’ sites it is not found',
  },
  {
    spec: 'navigation.spec.ts',
    features: ['frame'],
    templates: ['generic'],
    why: 'the loading bar is the frame’s, the same on every template',
  },
  {
    spec: 'offers.spec.ts',
    features: ['offers', 'reviews', 'home', 'leads'],
    templates: ['generic', 'toyota'],
    why: 'offer addresses (the manufacturer in the path or not) and finance wording differ; the caravans’ are of the generic kind',
  },
  {
    spec: 'reserve.spec.ts',
    features: ['checkout', 'vehicle', 'search'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'walked without sign-in (generic) and behind it (Toyota); the caravans’ own deposit; Harbour City Cars has checkout off',
  },
  {
    spec: 'search-phone.spec.ts',
    features: ['search'],
    templates: ['generic', 'toyota'],
    why: 'the drawer once on generic; the layout check where the Toyota facets differ',
  },
  {
    spec: 'search.spec.ts',
    features: ['search', 'saved-searches', 'compare', 'watchlist'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'the search page once on generic; each template’s own paths, facets and promo cards',
  },
  {
    spec: 'security-headers.spec.ts',
    features: ['home', 'search', 'vehicle', 'frame'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'each template loads its own scripts and styles under the policy',
  },
  {
    spec: 'spin-to-win.spec.ts',
    features: ['spin-to-win', 'accounts', 'home'],
    templates: ['toyota', 'generic', 'caravan'],
    why: 'Toyota’s config has the promotion; on the other templates’ sites it is not found',
  },
  {
    spec: 'theme-preview.spec.ts',
    features: ['vehicle', 'search', 'frame'],
    templates: ['generic'],
    why: 'the theme studio’s hand-over served by npm run sites -- preview, on one demo site, and captured by npm run test:visual -- --theme',
  },
  {
    spec: 'toyota-models.spec.ts',
    features: ['models', 'frame'],
    templates: ['toyota'],
    why: 'the model range and the header’s dropdowns are Toyota’s own',
  },
  {
    spec: 'trade-in.spec.ts',
    features: ['trade-in', 'vehicle', 'leads'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'walked to the accepted offer on generic; Toyota’s path (/sell-my-car) and a caravan to their estimate',
  },
  {
    spec: 'vehicle-enquiry.spec.ts',
    features: ['vehicle', 'leads', 'search'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'the forms once on generic; Toyota’s sidebar (Instant Message) differs; the caravans’ enquiry is asked in steps',
  },
  {
    spec: 'vehicle.spec.ts',
    features: ['vehicle', 'media'],
    templates: ['generic', 'toyota', 'caravan'],
    why: 'each template’s sidebar and facts differ (view count, caravan sizes); the share menu once',
  },
  {
    spec: 'watchlist.spec.ts',
    features: ['watchlist', 'accounts', 'search'],
    templates: ['toyota'],
    why: 'the watchlist behind sign-in is Toyota’s (authentication on)',
  },
];
