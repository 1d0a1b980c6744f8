'use client';

import { type ReactNode, useId } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../Accordion/Accordion';
import * as styles from './TradeInFaq.css';

export interface TradeInFaqItem {
  question: string;
  /** plain text (line breaks kept) or rich content */
  answer: ReactNode;
}

export interface TradeInFaqProps {
  items: readonly TradeInFaqItem[];
  /** a heading above the questions, e.g. 'Frequently Asked Questions' */
  heading?: string | null;
  headingLevel?: 2 | 3;
  /** the question open at the start (by its position) */
  defaultOpenIndex?: number | null;
}

/** The trade-in page's questions and answers, one open at a time (the design system Accordion). */
export function TradeInFaq({
  items,
  heading,
  headingLevel = 2,
  defaultOpenIndex = null,
}: TradeInFaqProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const questionLevel = heading ? ((headingLevel + 1) as 3 | 4) : headingLevel;
  return (
    <section
      className={styles.root}
      aria-labelledby={heading ? headingId : undefined}
      data-slot="trade-in-faq"
    >
      {heading ? (
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      <Accordion
        type="single"
        collapsible
        defaultValue={defaultOpenIndex === null ? undefined : `faq-${defaultOpenIndex}`}
      >
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index}`}>
            <AccordionTrigger headingLevel={questionLevel}>{item.question}</AccordionTrigger>
            <AccordionContent>
              {typeof item.answer === 'string' ? (
                <p className={styles.answer}>{item.answer}</p>
              ) : (
                item.answer
              )}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
