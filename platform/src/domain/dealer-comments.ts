// The Dealer Comments tab of a vehicle page.

export const DEALER_COMMENTS_LIMIT = 400; // spec §9 dealer comments truncated at 400 characters
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
export const DEALER_COMMENTS_SHOW_MORE = 'Show More';
export const DEALER_COMMENTS_SHOW_LESS = 'Show Less';
export const DEALER_COMMENTS_ELLIPSIS = '…';

export interface DealerComments {
  /** true when the dealer has written nothing; `pendingText` then shows */
  pending: boolean;
  pendingText: string | null;
  /** every paragraph, in full */
  paragraphs: string[];
  /** the paragraphs cut to 400 characters in all, the last one ending in '…' when cut */
  shortParagraphs: string[];
  /** true when the short text is shorter than the full text (the toggle then shows) */
  truncated: boolean;
}

// spec §5 dealer comments split on a bar into paragraphs (trimmed, empty ones dropped)
export function dealerCommentParagraphs(text: string | null): string[] {
  if (text === null) return [];
  return text
    .split('|')
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

// spec §9 truncated at 400 characters: paragraphs are kept whole until the budget runs out;
// the paragraph that crosses it is cut at the last word break inside the budget (or at the
// budget when a word is longer) and ends in '…'.
function shorten(paragraphs: readonly string[], limit: number): string[] {
  const short: string[] = [];
  let budget = limit;
  for (const paragraph of paragraphs) {
    if (paragraph.length <= budget) {
      short.push(paragraph);
      budget -= paragraph.length;
      continue;
    }
    const cut = paragraph.slice(0, budget);
    const atWord = /\s/.test(paragraph.charAt(budget)) ? cut : cut.replace(/\s+\S*$/, '');
    const kept = (atWord.length > 0 ? atWord : cut).trimEnd();
    if (kept.length > 0) short.push(`${kept}${DEALER_COMMENTS_ELLIPSIS}`);
    else if (short.length > 0)
      short[short.length - 1] = `${short[short.length - 1]}${DEALER_COMMENTS_ELLIPSIS}`;
    return short;
  }
  return short;
}

// spec §5/§9 dealer comments: paragraphs split on '|', truncated at 400 characters with show
// more/less; empty shows 'Dealer comments are pending. Please check back here later.'
export function dealerComments(text: string | null): DealerComments {
  const paragraphs = dealerCommentParagraphs(text);
  if (paragraphs.length === 0) {
    return {
      pending: true,
      pendingText: DEALER_COMMENTS_PENDING,
      paragraphs: [],
      shortParagraphs: [],
      truncated: false,
    };
  }
  const total = paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0);
  const truncated = total > DEALER_COMMENTS_LIMIT;
  return {
    pending: false,
    pendingText: null,
    paragraphs,
    shortParagraphs: truncated ? shorten(paragraphs, DEALER_COMMENTS_LIMIT) : paragraphs,
    truncated,
  };
}
