import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSite } from '../frame/app-context';
import { enquiryPageBase, enquiryPageDefaults, enquiryPageOf } from './enquiry-pages';
import { LeadFormPage } from './LeadFormPage';
import { type PageQuery } from './lead-pages';

// app/[site]/enquiries/[slug]/page.tsx of every template app: the site's configured enquiry
// pages (spec §2 /enquiries/*); any other address under /enquiries is the site's 404.

type Params = Promise<{ site: string; slug: string }>;

export function enquiryPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { site: slug, slug: page } = await params;
      const found = enquiryPageOf(await requireSite(slug), page);
      return found ? { title: found.title, description: found.intro } : { title: 'Page not found' };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const { site: slug, slug: page } = await params;
      const site = await requireSite(slug);
      const found = enquiryPageOf(site, page);
      if (!found) notFound();
      return (
        <LeadFormPage
          site={site}
          page={enquiryPageBase[found.form]}
          query={await searchParams}
          heading={found.title}
          intro={found.intro}
          pageId={found.slug}
          source={found.title}
          formDefaults={enquiryPageDefaults(found)}
        />
      );
    },
  };
}
