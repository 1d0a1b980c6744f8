import { type Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { modelBodyMovedTo } from '../../domain/models';
import { type Site } from '@dealer/site-config';
import { type AustralianState } from '../../domain/entities';
import { appRuntime } from '../../runtime';
import { requireSite } from '../frame/app-context';
import { locationsBlockPlaces, type Place } from '../../domain/locations';
import { contentPageAt, type ContentPage as ContentPageData, isBlogPath } from './content-pages';
import { ContentPage, type ContentPageLocations } from './ContentPage';
import { ModelAccessoriesPage, ModelPage, ModelsPage } from '../models/ModelPages';
import { type ModelPageMatch, modelPageAt } from '../models/model-pages';
import { pageMetadata } from '../frame/site-metadata';
import { withOfferedLinks } from '../frame/site-pages';
import { pageBannerOf } from '../../domain/page-banners';

// app/[site]/[...rest]/page.tsx of every template app: the site's content and compliance pages
// (spec §2); any other address is the site's themed 404.

type Params = Promise<{ site: string; rest: string[] }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

const pathOf = (rest: readonly string[]) =>
  `/${rest.map((segment) => decodeURIComponent(segment)).join('/')}`;

/**
 * A model page as found, once an address in an old form is sent on (a permanent redirect): a
 * model by an old slug, or the range by an old body slug ('/models?body=suvs-4wds').
 */
function movedModelPage(
  model: ModelPageMatch,
  query: Awaited<Query>,
): Exclude<ModelPageMatch, { kind: 'moved' }> {
  if (model.kind === 'moved') permanentRedirect(model.path);
  const body = model.kind === 'range' && typeof query.body === 'string' ? query.body : null;
  const movedBody = body === null ? null : modelBodyMovedTo(body);
  if (movedBody) permanentRedirect(`/models?body=${movedBody}`);
  return model;
}

/** The places each locations block of a page shows, by the block's index (spec §2). */
async function locationsOfBlocks(site: Site, page: ContentPageData): Promise<ContentPageLocations> {
  const blocks = page.blocks.flatMap((block, index) =>
    block.kind === 'locations' ? [{ block, index }] : [],
  );
  const places = new Map<number, readonly Place[]>();
  if (blocks.length > 0) {
    const store = await appRuntime().store();
    const locations = await store.stock.listLocations(site);
    for (const { block, index } of blocks)
      places.set(index, locationsBlockPlaces(locations, block));
  }
  return { site, places, now: new Date() };
}

/** The states of the site's shown locations, which the complaints page's regulators follow. */
async function locationStatesFor(site: Site, path: string): Promise<AustralianState[]> {
  if (path !== '/pages/complaint-handling-process') return [];
  const store = await appRuntime().store();
  return (await store.stock.listLocations(site))
    .filter((location) => location.visible)
    .map((location) => location.address.state);
}

export function contentPageRoute() {
  return {
    async generateMetadata({
      params,
      searchParams,
    }: {
      params: Params;
      searchParams: Query;
    }): Promise<Metadata> {
      const { site: slug, rest } = await params;
      const site = await requireSite(slug);
      const model = await modelPageAt(site, rest);
      if (model) return pageMetadata(site, movedModelPage(model, await searchParams).meta);
      const page = contentPageAt(site, pathOf(rest));
      if (!page) return { title: 'Page not found' };
      return pageMetadata(site, page);
    },
    Page: async function SiteContentPage({
      params,
      searchParams,
    }: {
      params: Params;
      searchParams: Query;
    }) {
      // rendered per request, so the page's scripts carry the request's CSP nonce
      await connection();
      const { site: slug, rest } = await params;
      const site = await requireSite(slug);
      // spec §2 a franchise site's model range: /models, /{model slug}, /{model slug}/accessories
      const found = await modelPageAt(site, rest);
      const model = found ? movedModelPage(found, await searchParams) : null;
      if (model?.kind === 'range') {
        const body = (await searchParams).body;
        return (
          <ModelsPage
            site={site}
            models={model.models}
            body={typeof body === 'string' ? body : null}
          />
        );
      }
      if (model?.kind === 'model') return <ModelPage site={site} model={model.model} />;
      if (model?.kind === 'accessories')
        return <ModelAccessoriesPage site={site} model={model.model} />;
      const path = pathOf(rest);
      const page = contentPageAt(site, path, await locationStatesFor(site, path));
      if (!page) notFound();
      const shown = withOfferedLinks(site, page);
      return (
        <ContentPage
          page={shown}
          locations={await locationsOfBlocks(site, shown)}
          banner={isBlogPath(path) ? pageBannerOf(site, 'blog') : null}
        />
      );
    },
  };
}
