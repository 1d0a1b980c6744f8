import { type Metadata } from 'next';
import { requireSite } from '../frame/app-context';
import { SuccessPage } from './SuccessPage';

type Params = Promise<{ site: string }>;

/** app/[site]/success/page.tsx: after a successful enquiry. */
export function successPageRoute() {
  return {
    metadata: { title: 'Thank You', robots: { index: false } } satisfies Metadata,
    async Page({ params }: { params: Params }) {
      return <SuccessPage site={await requireSite((await params).site)} />;
    },
  };
}
