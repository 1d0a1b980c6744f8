import { Link } from '../Link/Link';
import * as styles from './PromoCard.css';

export interface PromoCardProps {
  title: string;
  description: string;
  href: string;
  cta?: string;
  eyebrow?: string;
}

/** A promotion placed among search results (the caller decides where and when). */
export function PromoCard({
  title,
  description,
  href,
  cta = 'Find out more',
  eyebrow = 'Special offer',
}: PromoCardProps) {
  return (
    <aside className={styles.card} aria-label={title}>
      <div>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <p className={styles.title}>{title}</p>
      </div>
      <p className={styles.description}>{description}</p>
      <Link href={href} className={styles.link}>
        {cta}
      </Link>
    </aside>
  );
}
