import { type ChatProvider, type Site } from '@dealer/site-config';

// spec §2 'Instant Message … on some sites': the chat a site's 'Instant Message' button opens.

/** What the 'Instant Message' button of a car does on a site. */
export type ChatEntry =
  | { kind: 'link'; href: string }
  | { kind: 'script'; src: string; open: string | null }
  /** no provider configured: the enquiry form, titled 'Instant Message' */
  | { kind: 'enquiry' };

/** The car and page a chat starts from, which a link provider's address may carry. */
export interface ChatContext {
  carName: string;
  stockNumber: string;
  /** the vehicle page's own address */
  pageUrl: string;
}

/**
 * A link provider's address for one car: {car}, {stock_number} and {page} replaced by the car's
 * name, stock number and page address, each encoded for a URL.
 */
export function chatLinkHref(url: string, context: ChatContext): string {
  const values: Record<string, string> = {
    car: context.carName,
    stock_number: context.stockNumber,
    page: context.pageUrl,
  };
  return url.replace(/\{(car|stock_number|page)\}/g, (_, name: string) =>
    encodeURIComponent(values[name]!),
  );
}

/** The 'Instant Message' button's action for a car on a site. */
export function chatEntryOf(site: Pick<Site, 'chat'>, context: ChatContext): ChatEntry {
  const provider: ChatProvider | null = site.chat;
  if (!provider) return { kind: 'enquiry' };
  if (provider.kind === 'link') return { kind: 'link', href: chatLinkHref(provider.url, context) };
  return { kind: 'script', src: provider.src, open: provider.open };
}

/**
 * The origins a site's pages may reach for its chat widget (its script's and those it lists),
 * where chat is on; none for a link provider, whose chat opens in its own tab.
 */
export function chatOrigins(
  site: Pick<Site, 'chat'> & {
    features: Pick<Site['features'], 'chatInsteadOfEnquire'> &
      Partial<Pick<Site['features'], 'serviceChatAssistant'>>;
  },
): string[] {
  const provider = site.chat;
  const chatOn = site.features.chatInsteadOfEnquire || site.features.serviceChatAssistant;
  if (!chatOn || provider?.kind !== 'script') return [];
  const origins = [provider.src, ...provider.origins].map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * spec §9 the chat assistant of the service and parts pages: the site's chat provider, where
 * the site turns the assistant on (features.serviceChatAssistant, off by default) and has a
 * provider; null otherwise (the page offers its form alone, never a chat that goes nowhere).
 */
export function serviceChatEntry(
  site: Pick<Site, 'chat'> & { features: Pick<Site['features'], 'serviceChatAssistant'> },
  pageUrl: string,
): Exclude<ChatEntry, { kind: 'enquiry' }> | null {
  if (!site.features.serviceChatAssistant || !site.chat) return null;
  const entry = chatEntryOf(site, { carName: '', stockNumber: '', pageUrl });
  return entry.kind === 'enquiry' ? null : entry;
}
