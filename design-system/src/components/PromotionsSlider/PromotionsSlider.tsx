'use client';

import { Button } from '../Button/Button';
import {
  Carousel,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselTrack,
} from '../Carousel/Carousel';
import { Image } from '../Image/Image';
import * as styles from './PromotionsSlider.css';

export interface PromotionSlideProps {
  /** the promotion's wide picture, with its own size (so nothing moves while it loads) */
  image: { src: string; alt: string; width: number; height: number };
  heading?: string | null;
  text?: string | null;
  /** where the slide leads; none: the slide is a picture and words only */
  link?: { href: string; label: string } | null;
}

export interface PromotionsSliderProps {
  /** the slides, in order */
  slides: readonly (PromotionSlideProps & { id: string })[];
  /** names the slider for screen readers */
  label?: string;
  /** the level of the slides' headings in the page */
  headingLevel?: 2 | 3;
  /**
   * the slider is the page's first block: its first picture is the page's largest, fetched at
   * once; otherwise every picture loads lazily
   */
  priority?: boolean;
}

/**
 * The home page's promotions slider (spec §9 'promotions slider 540x1920'): one wide slide at a
 * time, moved by its previous and next buttons (or a swipe) in 300 ms, at once for a shopper who
 * prefers reduced motion. It never moves by itself. Each slide is named 'Slide 1 of 3'; slides
 * out of view are inert, so the keyboard reaches only the link of the slide in view.
 */
export function PromotionsSlider({
  slides,
  label = 'Promotions',
  headingLevel = 2,
  priority = false,
}: PromotionsSliderProps) {
  if (slides.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <Carousel label={label} slidesInView="one" data-slot="promotions-slider">
      <CarouselTrack>
        {slides.map(({ id, image, heading, text, link }, index) => (
          <CarouselItem key={id} aria-label={`Slide ${index + 1} of ${slides.length}`}>
            <div className={styles.slide}>
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                slot="promotion"
                priority={priority && index === 0}
                className={styles.picture}
              />
              {heading || text || link ? (
                <div className={styles.caption}>
                  {heading ? <Heading className={styles.heading}>{heading}</Heading> : null}
                  {text ? <p className={styles.text}>{text}</p> : null}
                  {link ? (
                    <div>
                      <Button href={link.href}>{link.label}</Button>
                    </div>
                  ) : null}
                </div>
              ) : null}
            </div>
          </CarouselItem>
        ))}
      </CarouselTrack>
      <div className={styles.controls}>
        <CarouselPrevious label="Previous slide" />
        <CarouselNext label="Next slide" />
      </div>
    </Carousel>
  );
}
