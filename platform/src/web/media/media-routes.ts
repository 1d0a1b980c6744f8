import { clientAddressOf } from '../../runtime/http/client-address';
import { siteForRoute } from '../frame/app-context';
import {
  bannerImageResponse,
  bodyImageResponse,
  heroImageResponse,
  historyReportResponse,
  locationImageResponse,
  promotionImageResponse,
  vehicleImageResponse,
} from './media-responses';
import { demoPhotoResponse } from './image-routes';
import { makeLogoResponse, manufacturerLogoResponse } from './make-logo-route';
import { mapPictureDeps, mapPictureResponse } from './map-picture';

type MediaParams<P> = Promise<{ site: string } & P>;
const mediaNotFound = () => new Response('Not found', { status: 404 });

/** app/[site]/media/...: generated pictures and documents of a site. */
export function mediaRoutes() {
  return {
    banner: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? bannerImageResponse(file) : mediaNotFound();
      },
    },
    promotion: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? promotionImageResponse(file) : mediaNotFound();
      },
    },
    hero: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? heroImageResponse(file) : mediaNotFound();
      },
    },
    body: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? bodyImageResponse(file) : mediaNotFound();
      },
    },
    photo: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? demoPhotoResponse(file) : mediaNotFound();
      },
    },
    make: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? makeLogoResponse(file) : mediaNotFound();
      },
    },
    logo: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? manufacturerLogoResponse(file) : mediaNotFound();
      },
    },
    history: {
      GET: async (request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site: slug, file } = await params;
        const site = await siteForRoute(slug);
        return site ? historyReportResponse(site, file, clientAddressOf(request)) : mediaNotFound();
      },
    },
    location: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site: slug, file } = await params;
        const site = await siteForRoute(slug);
        return site ? locationImageResponse(site, file) : mediaNotFound();
      },
    },
    map: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site: slug, file } = await params;
        const site = await siteForRoute(slug);
        return site ? mapPictureResponse(site, file, mapPictureDeps()) : mediaNotFound();
      },
    },
    vehicle: {
      GET: async (
        _request: Request,
        { params }: { params: MediaParams<{ carId: string; file: string }> },
      ) => {
        const { site: slug, carId, file } = await params;
        const site = await siteForRoute(slug);
        return site ? vehicleImageResponse(site, carId, file) : mediaNotFound();
      },
    },
  };
}
