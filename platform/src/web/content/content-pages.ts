import { type ContentBlock, type ContentPageEntry, type Site } from '@dealer/site-config';
import { analyticsEvents } from '../../domain/analytics-events';
import { type AustralianState } from '../../domain/entities';
import { complaintStatesOf, complaintsNotice, regulatorsOf } from '../../domain/regulators';

// The site's content and compliance pages (spec §2 /privacy-policy, /terms-and-conditions,
// /pages/complaint-handling-process, /warranty, /buying, /about-us, /careers, /pages/*...):
// the platform's default text for every site, in the site's own name, which a site's
// configuration replaces page by page (content.pages) or takes away (hidden).

export interface ContentPage {
  path: string;
  title: string;
  description: string;
  blocks: readonly ContentBlock[];
  /** an analytics event sent when the page is viewed (spec §7 careers 51) */
  viewEvent?: number;
}

type SiteText = Pick<Site, 'name' | 'content' | 'phone'>;

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const h = (text: string): ContentBlock => ({ kind: 'heading', text });
const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
const links = (...items: { label: string; href: string }[]): ContentBlock => ({
  kind: 'links',
  items,
});

const contactLine = (site: SiteText) =>
  site.phone
    ? `Call us on ${site.phone}, or send us a message from our contact page.`
    : 'Send us a message from our contact page.';

/**
 * spec §2 /pages/complaint-handling-process with the regulator of each of the dealer's location
 * states (and any the site names); spec §9's complaint text.
 */
function complaintBlocks(
  site: SiteText,
  locationStates: readonly AustralianState[],
): ContentBlock[] {
  const found = regulatorsOf(complaintStatesOf(locationStates, site.content.complaintStates));
  return [
    p(
      `${site.name} wants every customer to be happy with their purchase and our service. If something has gone wrong, please tell us so we can put it right.`,
    ),
    h('1. Talk to us'),
    p(
      `Please raise any complaints or concerns with the relevant department manager. ${contactLine(site)} We acknowledge every complaint within 2 business days.`,
    ),
    h('2. Ask for a review'),
    p(
      'If you are not satisfied with our answer, ask for your complaint to be reviewed by our dealer principal. We aim to resolve every complaint within 21 days and will tell you in writing what we have decided and why.',
    ),
    h('3. Contact the regulator'),
    p(complaintsNotice(found)),
    ...(found.length > 0
      ? [links(...found.map((r) => ({ label: `${r.name} (${r.state})`, href: r.website })))]
      : []),
  ];
}

/** spec §9: a privacy complaint is answered within this many days. */
export const privacyComplaintResponseDays = 30;
/** spec §9: when the privacy policy was last updated. */
export const privacyPolicyUpdated = 'April 2021';

/** The platform's default content pages, in a site's own name. */
export function defaultContentPages(
  site: SiteText,
  locationStates: readonly AustralianState[] = [],
): ContentPage[] {
  const name = site.name;
  const noun = site.content.vehicleNoun.toLowerCase();
  return [
    {
      path: '/privacy-policy',
      title: 'Privacy Policy',
      description: `How ${name} collects, uses and protects your personal information.`,
      blocks: [
        p(
          `${name} respects your privacy. This policy explains what personal information we collect, why we collect it and how we look after it, in line with the Australian Privacy Principles.`,
        ),
        h('What we collect'),
        list(
          'Your name, email address, phone number and postcode when you send us an enquiry.',
          'Details of a vehicle you ask about, want to trade in or have serviced.',
          'How you use this website, so we can improve it.',
        ),
        h('How we use it'),
        p(
          'We use your information to answer your enquiry, arrange test drives, valuations, finance and servicing, and, if you agree, to tell you about offers. We never sell your information.',
        ),
        h('Access and correction'),
        p(`You may ask to see or correct the information we hold about you. ${contactLine(site)}`),
        h('Complaints'),
        p(
          `If you think we have not handled your personal information properly, please tell us. We will respond to your complaint within ${privacyComplaintResponseDays} days.`,
        ),
        links({ label: 'Contact us', href: '/contact' }),
        p(`This policy was last updated in ${privacyPolicyUpdated}.`),
      ],
    },
    {
      path: '/terms-and-conditions',
      title: 'Terms & Conditions',
      description: `The terms of use of the ${name} website.`,
      blocks: [
        p(
          `These terms apply to your use of the ${name} website. By using the website you agree to them.`,
        ),
        h('Vehicle information and prices'),
        p(
          `We take care that the details and prices of the ${noun} on this website are correct, but errors can happen. Prices are in Australian dollars and may change without notice. Please confirm the details with us before you buy.`,
        ),
        h('Finance and valuations'),
        p(
          'Repayments, finance estimates and trade-in valuations on this website are estimates only. They are not an offer of finance or a guaranteed price.',
        ),
        h('Enquiries'),
        p(
          'When you send an enquiry you agree that we may contact you about it. Our privacy policy explains how we handle your personal information.',
        ),
        links({ label: 'Privacy Policy', href: '/privacy-policy' }),
      ],
    },
    {
      path: '/pages/complaint-handling-process',
      title: 'Complaint Handling Process',
      description: `How to make a complaint to ${name}, and where to go if it is not resolved.`,
      blocks: complaintBlocks(site, locationStates),
    },
    {
      path: '/about-us',
      title: 'About Us',
      description: `About ${name}.`,
      blocks: [
        p(
          `${name} has been helping Australians find the right ${noun.replace(/s$/, '')} for years. Our team is local, our prices are clear and we look after you long after you drive away.`,
        ),
        h('Why buy from us'),
        list(
          'A wide range of quality stock, checked before it is sold.',
          'Finance, trade-in valuations and servicing in one place.',
          'A team that answers your questions honestly.',
        ),
        links(
          { label: 'Our Locations', href: '/our-location' },
          { label: 'Contact Us', href: '/contact' },
        ),
      ],
    },
    {
      path: '/careers',
      title: 'Careers',
      description: `Work with ${name}.`,
      viewEvent: analyticsEvents.careers,
      blocks: [
        p(
          `${name} is always keen to meet people who love ${noun} and looking after customers: sales consultants, technicians, apprentices, parts interpreters and administration staff.`,
        ),
        p('Send us a message with the role you are interested in and a little about yourself.'),
        links({ label: 'Contact Us', href: '/contact-us' }),
      ],
    },
    {
      path: '/warranty',
      title: 'Warranty',
      description: `The warranty on ${noun} bought from ${name}.`,
      blocks: [
        p(
          `New ${noun} come with the manufacturer's warranty. Many used ${noun} come with a statutory or extended warranty: ask us about the vehicle you are interested in.`,
        ),
        p(
          'Your rights under the Australian Consumer Law apply in addition to any warranty we give.',
        ),
        links({ label: 'Book a Service', href: '/service' }),
      ],
    },
    {
      // spec §2 'Express Maintenance', an optional menu item a site switches on
      path: '/service/express-maintenance',
      title: 'Express Maintenance',
      description: `A scheduled service while you wait at ${name}.`,
      blocks: [
        p(
          'Express Maintenance is a scheduled service done while you wait: our technicians work on your vehicle together, so most services are finished in about an hour.',
        ),
        list(
          'The checks and replacements of your logbook service, by qualified technicians.',
          'Genuine parts and the right oils and fluids for your vehicle.',
          'Your logbook stamped and your vehicle ready to drive away the same visit.',
        ),
        p(`Book ahead and tell us you would like Express Maintenance. ${contactLine(site)}`),
        links({ label: 'Book a Service', href: '/service' }),
      ],
    },
    {
      path: '/buying',
      title: 'Buying From Us',
      description: `How buying from ${name} works.`,
      blocks: [
        list(
          `Browse our ${noun} online and send an enquiry or book a test drive.`,
          'Value your trade-in and work out your finance before you visit.',
          'Reserve the vehicle online, then finalise the paperwork with us.',
        ),
        links(
          { label: `Search our ${noun}`, href: '/search' },
          { label: 'Book a Test Drive', href: '/book-test-drive' },
        ),
      ],
    },
    {
      path: '/pages/visit-us',
      title: 'Visit Us',
      description: `Where to find ${name} and when we are open.`,
      blocks: [
        p('Our locations, their opening hours and directions are on our locations page.'),
        links({ label: 'View our locations', href: '/our-location' }),
      ],
    },
    {
      path: '/pages/unsubscribe',
      title: 'Unsubscribe',
      description: `Stop receiving emails from ${name}.`,
      blocks: [
        p(
          'Every email we send has an unsubscribe link at its foot. You can also ask us to take you off our lists: send us a message with your email address and we will do it within 5 business days.',
        ),
        links({ label: 'Contact Us', href: '/contact-us' }),
      ],
    },
    {
      path: '/pages/personalise',
      title: 'Personalise',
      description: `Accessories and options to make your vehicle your own at ${name}.`,
      blocks: [
        p(
          'From tow bars and roof racks to floor mats and protection packs, our parts team can fit genuine accessories to your new or current vehicle.',
        ),
        links({ label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' }),
      ],
    },
    {
      path: BLOG_PATH,
      title: 'Blog',
      description: `News, reviews and advice from the ${name} team.`,
      // the site's categories are listed when the pages are put together (contentPagesOf)
      blocks: [p(`News, reviews and advice from the ${name} team.`)],
    },
    {
      path: '/blog/vehicle-reviews',
      title: 'Vehicle Reviews',
      description: `Reviews of the ${noun} we sell, from the ${name} team.`,
      blocks: [
        p(
          `Our team drives the ${noun} we sell. Ask us for our honest opinion of any vehicle in our stock, or book a test drive and form your own.`,
        ),
        links(
          { label: `Search our ${noun}`, href: '/search' },
          { label: 'Book a Test Drive', href: '/book-test-drive' },
        ),
      ],
    },
    {
      path: '/blog/news',
      title: 'News',
      description: `What is new at ${name}.`,
      blocks: [
        p(
          `New arrivals, new faces and new ways to buy: the latest from ${name}. For today's offers, see our special offers page.`,
        ),
        links(
          { label: 'Special Offers', href: '/special-offers' },
          { label: `Our newest ${noun}`, href: '/search?sortBy=created_at_timestamp%3Adesc' },
        ),
      ],
    },
    {
      path: '/blog/tips-and-advice',
      title: 'Tips & Advice',
      description: `Buying, financing and looking after your vehicle, with ${name}.`,
      blocks: [
        h('Before you buy'),
        p(
          'Set a budget that includes registration, insurance and servicing, and check what your trade-in is worth before you shop.',
        ),
        h('Looking after it'),
        p(
          'Service on time, keep the logbook stamped and check your tyres monthly: a well-kept vehicle is safer and is worth more when you sell it.',
        ),
        links(
          { label: 'Value My Trade-In', href: '/trade-in' },
          { label: 'Finance Calculator', href: '/finance' },
          { label: 'Book a Service', href: '/service' },
        ),
      ],
    },
    {
      path: '/blog/events',
      title: 'Events',
      description: `Open days, launches and sales at ${name}.`,
      blocks: [
        p(
          `From model launches to weekend sales, there is often something on at ${name}. ${contactLine(site)}`,
        ),
        links({ label: 'Contact Us', href: '/contact-us' }),
      ],
    },
  ];
}

/** spec §2 /blog: the blog's own page, which lists its categories. */
export const BLOG_PATH = '/blog';

/** spec §9 'Blog has 4 or 5 categories': these four on every site; a site may add a fifth. */
export const defaultBlogCategories = [
  '/blog/vehicle-reviews',
  '/blog/news',
  '/blog/tips-and-advice',
  '/blog/events',
] as const;

/** A blog category: a page one level under /blog. */
const isBlogCategory = (path: string) => /^\/blog\/[^/]+$/.test(path);

/** A page of the blog: /blog or one of its categories. */
export const isBlogPath = (path: string) => path === BLOG_PATH || isBlogCategory(path);

/**
 * The blog's pages joined up: /blog lists every category the site has (the four above, less any
 * it hides, with any it adds under /blog/), and each category ends with the others. A site's own
 * /blog page keeps its own words.
 */
export function withBlogLinks(pages: readonly ContentPage[], ownBlogPage: boolean): ContentPage[] {
  const categories = pages.filter((page) => isBlogCategory(page.path));
  const index = pages.find((page) => page.path === BLOG_PATH);
  if (categories.length === 0) return [...pages];
  const listed = (except?: string) =>
    links(
      ...categories
        .filter((page) => page.path !== except)
        .map((page) => ({ label: page.title, href: page.path })),
    );
  return pages.map((page) => {
    if (page === index && !ownBlogPage) return { ...page, blocks: [...page.blocks, listed()] };
    if (!isBlogCategory(page.path)) return page;
    const others = categories.some((other) => other.path !== page.path);
    const more = [
      ...(others ? [listed(page.path)] : []),
      ...(index ? [links({ label: 'All Blog Categories', href: BLOG_PATH })] : []),
    ];
    if (more.length === 0) return page;
    return { ...page, blocks: [...page.blocks, h('More from our blog'), ...more] };
  });
}

function merged(page: ContentPage | undefined, entry: ContentPageEntry): ContentPage | null {
  if (entry.hidden) return null;
  const title = entry.title ?? page?.title;
  if (!title) return null;
  return {
    path: entry.path,
    title,
    description: entry.description ?? page?.description ?? title,
    blocks: entry.blocks ?? page?.blocks ?? [],
    ...(page?.viewEvent ? { viewEvent: page.viewEvent } : {}),
  };
}

/** Every content page the site offers: the defaults, with the site's own entries over them. */
export function contentPagesOf(
  site: SiteText,
  locationStates: readonly AustralianState[] = [],
): ContentPage[] {
  const pages = new Map(defaultContentPages(site, locationStates).map((page) => [page.path, page]));
  const result = new Map<string, ContentPage | null>(pages);
  for (const entry of site.content.pages)
    result.set(entry.path, merged(pages.get(entry.path), entry));
  const shown = [...result.values()].filter((page): page is ContentPage => page !== null);
  const ownBlogPage = site.content.pages.some((entry) => entry.path === BLOG_PATH && entry.blocks);
  return withBlogLinks(shown, ownBlogPage);
}

/**
 * The content page at a path ('/pages/visit-us'), or null when the site has none there; the
 * states of the site's locations name the complaints notice's regulators.
 */
export function contentPageAt(
  site: SiteText,
  path: string,
  locationStates: readonly AustralianState[] = [],
): ContentPage | null {
  return contentPagesOf(site, locationStates).find((page) => page.path === path) ?? null;
}
