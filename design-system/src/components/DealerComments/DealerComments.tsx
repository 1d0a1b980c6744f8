'use client';

import { useId, useState } from 'react';
import { ShowMoreButton } from '../private/ShowMoreButton';
import * as styles from './DealerComments.css';

export interface DealerCommentsProps {
  /** the whole comments, one string a paragraph */
  paragraphs: readonly string[];
  /**
   * the shortened comments shown first (the platform cuts them, spec §9: 400 characters);
   * leave out when the whole comments are short enough, and there is no 'Show More'
   */
  shortParagraphs?: readonly string[] | null;
  /** shown when there are no comments */
  pendingText?: string;
  showMoreLabel?: string;
  showLessLabel?: string;
}

/** The dealer's words about a car, shortened with 'Show More' / 'Show Less'. */
export function DealerComments({
  paragraphs,
  shortParagraphs,
  pendingText = 'Dealer comments are pending. Please check back here later.',
  showMoreLabel = 'Show More',
  showLessLabel = 'Show Less',
}: DealerCommentsProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (paragraphs.length === 0) {
    return (
      <p className={styles.pending} data-slot="dealer-comments">
        {pendingText}
      </p>
    );
  }
  const canShorten = Boolean(shortParagraphs && shortParagraphs.length > 0);
  const shown = canShorten && !expanded ? shortParagraphs! : paragraphs;
  return (
    <div className={styles.root} data-slot="dealer-comments">
      <div className={styles.text} id={id}>
        {shown.map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      {canShorten ? (
        <ShowMoreButton
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          controls={id}
          moreLabel={showMoreLabel}
          lessLabel={showLessLabel}
        />
      ) : null}
    </div>
  );
}
