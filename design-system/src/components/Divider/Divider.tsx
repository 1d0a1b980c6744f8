import * as styles from './Divider.css';

/** A thin horizontal rule between sections. */
export function Divider() {
  return <hr className={styles.root} />;
}
