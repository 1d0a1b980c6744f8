import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Carousel,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselSwipeHint,
  CarouselTrack,
} from './Carousel';

const locations = ['Midland', 'Perth', 'Joondalup', 'Rockingham', 'Mandurah', 'Bunbury', 'Albany'];

function OurLocations({ names = locations, onIndexChange = () => {} }) {
  return (
    <Carousel label="Our Locations" onIndexChange={onIndexChange}>
      <CarouselPrevious />
      <CarouselNext />
      <CarouselTrack>
        {names.map((name) => (
          <CarouselItem key={name}>{name}</CarouselItem>
        ))}
      </CarouselTrack>
      <CarouselSwipeHint />
    </Carousel>
  );
}

afterEach(cleanup);

describe('Carousel parts outside their Carousel (spec §8)', () => {
  it.each<[string, ReactElement]>([
    ['CarouselTrack', <CarouselTrack key="track" />],
    ['CarouselItem', <CarouselItem key="item">Midland</CarouselItem>],
    ['CarouselPrevious', <CarouselPrevious key="previous" />],
    ['CarouselNext', <CarouselNext key="next" />],
    ['CarouselSwipeHint', <CarouselSwipeHint key="hint" />],
  ])('%s throws a clear error', (part, element) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToStaticMarkup(element)).toThrow(
      `${part} must be used within a <Carousel />`,
    );
    expect(() => render(element)).toThrow(`${part} must be used within a <Carousel />`);
    vi.restoreAllMocks();
  });

  it('CarouselItem outside the track says so', () => {
    expect(() =>
      renderToStaticMarkup(
        <Carousel label="Our Locations">
          <CarouselItem>Midland</CarouselItem>
        </Carousel>,
      ),
    ).toThrow('CarouselItem must be used within a <CarouselTrack />');
  });
});

describe('Carousel on the server', () => {
  it('renders a named carousel of named slides, five in view (spec §9)', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<OurLocations />);
    const carousel = host.querySelector('section')!;
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.getAttribute('aria-label')).toBe('Our Locations');
    const slides = [...host.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      locations.map((_, i) => `${i + 1} of 7`),
    );
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('Carousel in the browser', () => {
  it('moves one slide at a time between its ends', () => {
    // a desktop-wide window: five across
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const onIndexChange = vi.fn();
    render(<OurLocations onIndexChange={onIndexChange} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    const inView = () =>
      screen
        .getAllByRole('group')
        .filter((slide) => !slide.hasAttribute('inert'))
        .map((slide) => slide.textContent);

    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(inView()).toEqual(locations.slice(0, 5));
    fireEvent.click(next);
    expect(inView()).toEqual(locations.slice(1, 6));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(next);
    expect(inView()).toEqual(locations.slice(2, 7));
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(inView()).toEqual(locations.slice(2, 7));
    fireEvent.click(previous);
    expect(inView()).toEqual(locations.slice(1, 6));
    expect(onIndexChange).toHaveBeenCalledTimes(3);
    vi.restoreAllMocks();
  });

  it('has nothing to move with four slides or fewer: all in view', () => {
    render(<OurLocations names={locations.slice(0, 4)} />);
    const carousel = screen.getByRole('region', { name: 'Our Locations' });
    expect(carousel.getAttribute('data-scrollable')).toBe('false');
    expect(screen.getAllByRole('group').every((slide) => !slide.hasAttribute('inert'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
