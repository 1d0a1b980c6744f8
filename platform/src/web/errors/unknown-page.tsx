import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/** app/[site]/[...rest]/page.tsx: pages a site does not have render the site's themed 404. */
export function unknownPageRoute() {
  return {
    Page: async function UnknownPage(): Promise<never> {
      // rendered per request, so the 404 page's scripts carry the request's CSP nonce
      await connection();
      notFound();
    },
  };
}
