import { type Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { type Site } from '@dealer/site-config';
import { findPlace, type Place, placeOfLegacySlug, placesOf } from '../../domain/locations';
import { appRuntime } from '../../runtime';
import { requireSite } from '../frame/app-context';
import { decodePathSegment } from '../../domain/path-segment';
import { leadPages, type PageQuery } from '../leads/lead-pages';
import { ContactFormPage, ContactPage, LocationContactPage } from './ContactPages';
import { LocationPage } from './LocationPage';
import { LocationsPage } from './LocationsPage';
import { pageMetadata } from '../frame/site-metadata';

// app/[site]/our-location, our-location/[slug], locations/[slug], contact-us, contact-us/[slug] and contact
// of every template app: the dealer's places (spec §2).

type Params = Promise<{ site: string }>;
type SlugParams = Promise<{ site: string; slug: string }>;

async function sitePlaces(site: Site): Promise<Place[]> {
  const store = await appRuntime().store();
  return placesOf((await store.stock.listLocations(site)).filter((l) => l.visible));
}

/**
 * The place a page's slug names; a slug in an old form is sent to the place's page now (a
 * permanent redirect, `pathOf` its address).
 */
async function placeOf(
  params: SlugParams,
  pathOf: (slug: string) => string,
): Promise<{ site: Site; place: Place | null }> {
  const { site: slug, slug: placeSlug } = await params;
  const site = await requireSite(slug);
  const wanted = decodePathSegment(placeSlug);
  if (wanted === null) return { site, place: null };
  const places = await sitePlaces(site);
  const place = findPlace(places, wanted);
  const moved = place ? null : placeOfLegacySlug(places, wanted);
  if (moved) permanentRedirect(pathOf(moved.slug));
  return { site, place };
}

const locationPath = (slug: string) => `/our-location/${slug}`;
const contactPath = (slug: string) => `/contact-us/${slug}`;

const placeDescription = (place: Place) =>
  `${place.name}: address, phone, opening hours and directions.`;

/** app/[site]/our-location/page.tsx */
export function locationsPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      return pageMetadata(site, {
        title: 'Our Locations',
        description: `Find ${site.name}: every location with its address, phone and opening hours.`,
        path: '/our-location',
      });
    },
    async Page({ params }: { params: Params }) {
      return <LocationsPage site={await requireSite((await params).site)} />;
    },
  };
}

/** app/[site]/our-location/[slug]/page.tsx and app/[site]/locations/[slug]/page.tsx */
export function locationPageRoute() {
  return {
    async generateMetadata({ params }: { params: SlugParams }): Promise<Metadata> {
      const { site, place } = await placeOf(params, locationPath);
      if (!place) return { title: 'Location not found' };
      return pageMetadata(site, {
        title: place.name,
        description: placeDescription(place),
        path: locationPath(place.slug),
      });
    },
    async Page({ params }: { params: SlugParams }) {
      const { site, place } = await placeOf(params, locationPath);
      if (!place) notFound();
      return <LocationPage site={site} place={place} now={new Date()} />;
    },
  };
}

/** app/[site]/contact-us/[slug]/page.tsx */
export function locationContactPageRoute() {
  return {
    async generateMetadata({ params }: { params: SlugParams }): Promise<Metadata> {
      const { site, place } = await placeOf(params, contactPath);
      if (!place) return { title: 'Location not found' };
      return pageMetadata(site, {
        title: `Contact ${place.name}`,
        description: placeDescription(place),
        path: contactPath(place.slug),
      });
    },
    async Page({ params, searchParams }: { params: SlugParams; searchParams: Promise<PageQuery> }) {
      const { site, place } = await placeOf(params, contactPath);
      if (!place) notFound();
      return (
        <LocationContactPage
          site={site}
          place={place}
          query={await searchParams}
          now={new Date()}
        />
      );
    },
  };
}

/** app/[site]/contact/page.tsx */
export function contactPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      return pageMetadata(site, {
        title: 'Contact Us',
        description: `Contact ${site.name}: our locations, and a message to our team.`,
        path: '/contact',
      });
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const site = await requireSite((await params).site);
      return <ContactPage site={site} places={await sitePlaces(site)} query={await searchParams} />;
    },
  };
}

/** app/[site]/contact-us/page.tsx */
export function contactFormPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      await requireSite((await params).site);
      return { title: leadPages['contact-us'].title };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const site = await requireSite((await params).site);
      return (
        <ContactFormPage site={site} places={await sitePlaces(site)} query={await searchParams} />
      );
    },
  };
}
