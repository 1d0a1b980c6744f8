import { appRuntime } from '../../runtime';
import { handleAuthRequest } from './auth-requests';
import { siteForRoute } from '../frame/app-context';

// app/[site]/api/auth/[...all]/route.ts of every template app: the sign-in calls of a site
// (web/accounts/auth-requests). A site with authentication off answers 404.

type AuthParams = Promise<{ site: string; all?: string[] }>;

export function authRoute() {
  const handle = async (request: Request, { params }: { params: AuthParams }) => {
    const { site: slug, all = [] } = await params;
    const site = await siteForRoute(slug);
    if (!site || !site.features.authentication) {
      return Response.json(
        { message: 'Not found.', code: 'not_found' },
        { status: 404, headers: { 'cache-control': 'no-store' } },
      );
    }
    const runtime = appRuntime();
    return handleAuthRequest(
      {
        site,
        accounts: await runtime.accounts(),
        codesPerClient: runtime.limits.signInCodesPerClient,
        verifiesPerNumber: runtime.limits.signInVerifiesPerNumber,
        verifiesPerClient: runtime.limits.signInVerifiesPerClient,
      },
      request,
      all.join('/'),
    );
  };
  return { GET: handle, POST: handle };
}
