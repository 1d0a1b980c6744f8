import { StarRating } from '../StarRating/StarRating';
import * as styles from './ReviewCard.css';

export interface ReviewReply {
  /** who replied, e.g. the dealership's name */
  author: string;
  text: string;
  /** '2 months ago' */
  dateInWords?: string | null;
}

export interface ReviewCardProps {
  customerName: string;
  /** 0 to 5 */
  rating: number;
  /** the review's words; a rating-only review has none */
  text?: string | null;
  /** '3 months ago' */
  dateInWords: string;
  /** the review date (ISO 8601) for the time element, when known */
  date?: string | null;
  reply?: ReviewReply | null;
  headingLevel?: 3 | 4;
}

/** A customer's review: name, stars, date in words, their words and the dealer's reply. */
export function ReviewCard({
  customerName,
  rating,
  text,
  dateInWords,
  date,
  reply,
  headingLevel = 3,
}: ReviewCardProps) {
  const Heading = `h${headingLevel}` as const;
  const initial = customerName.trim().charAt(0).toUpperCase() || '?';
  const words = text?.trim();
  return (
    <article
      className={styles.card}
      aria-label={`Review by ${customerName}`}
      data-slot="review-card"
    >
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div className={styles.who}>
          <Heading className={styles.name}>{customerName}</Heading>
          {date ? (
            <time className={styles.date} dateTime={date}>
              {dateInWords}
            </time>
          ) : (
            <span className={styles.date}>{dateInWords}</span>
          )}
        </div>
      </header>
      <StarRating rating={rating} showSummary={false} size="small" />
      {words ? <p className={styles.text}>{words}</p> : null}
      {reply ? (
        <div className={styles.reply} role="group" aria-label={`Reply from ${reply.author}`}>
          <p className={styles.replyAuthor}>
            {reply.author}
            {reply.dateInWords ? <span className={styles.date}> · {reply.dateInWords}</span> : null}
          </p>
          <p className={styles.text}>{reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}
