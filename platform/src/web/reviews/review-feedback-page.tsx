import { type Metadata } from 'next';
import { requireSite } from '../frame/app-context';
import { type PageQuery } from '../leads/lead-pages';
import { REVIEW_FEEDBACK_TITLE, ReviewFeedbackPage } from './ReviewFeedbackPage';

// app/[site]/review-feedback/page.tsx of every template app (spec §2 review-feedback page).

type Params = Promise<{ site: string }>;

export function reviewFeedbackPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      return {
        title: REVIEW_FEEDBACK_TITLE,
        description: `Tell ${site.name} how your experience was.`,
        // a page sent to a customer after a visit, not one to find by searching
        robots: { index: false },
      };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const site = await requireSite((await params).site);
      return <ReviewFeedbackPage site={site} query={await searchParams} />;
    },
  };
}
