import { NextResponse, type NextRequest } from 'next/server';
import { routeRequest } from '@dealer/platform/web/tenancy';
import { template } from './template';

export function proxy(request: NextRequest) {
  const route = routeRequest(request.headers.get('host'), request.nextUrl.pathname, template);
  const url = request.nextUrl.clone();
  url.pathname = route.rewrite;
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/((?!_next/|favicon.ico).*)'] };
