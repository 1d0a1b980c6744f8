import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popup } from './Popup';

const props = {
  title: 'End of Financial Year Sale',
  description: 'Drive away deals on every RAV4 in stock until 30 June.',
  image: { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'A RAV4 on a beach' },
  action: { label: 'View Offers', href: '/special-offers' },
};

afterEach(cleanup);

describe('Popup (spec §4)', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<Popup {...props} />)).toBe('');
  });

  it('has the page’s head ask for its picture after the page’s own (low), showing nothing on the server', () => {
    const sized = {
      ...props,
      image: { src: '/media/promotion/sale.svg', alt: 'A sale', width: 375, height: 250 },
    };
    const html = renderToString(
      <html lang="en-AU">
        <body>
          <Popup {...sized} />
        </body>
      </html>,
    );
    expect(html).toContain(
      '<html lang="en-AU"><head><link rel="preload" href="/media/promotion/sale.svg" as="image" fetchPriority="low"/></head>',
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain(props.title);
  });

  it('starts visible once mounted in the browser', () => {
    render(<Popup {...props} />);
    const dialog = screen.getByRole('dialog', { name: props.title });
    expect(dialog.textContent).toContain(props.description);
    expect(screen.getByRole('link', { name: 'View Offers' }).getAttribute('href')).toBe(
      '/special-offers',
    );
  });

  it('closes on a click on the image and tells the caller once', () => {
    const onClose = vi.fn();
    render(<Popup {...props} onClose={onClose} />);
    fireEvent.click(screen.getByRole('img', { name: 'A RAV4 on a beach' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
