import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { saveEnquiredCar } from '../visitor-storage';
import { EnquiredCar } from './EnquiredCar';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

it('names the car a multi-step enquiry kept, with the way back to it', async () => {
  saveEnquiredCar({ id: 42, name: '2021 Toyota RAV4 GX', href: '/cars/2021-toyota-rav4-gx-u42' });
  render(<EnquiredCar />);
  expect(await screen.findByText('2021 Toyota RAV4 GX')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the car' }).getAttribute('href')).toBe(
    '/cars/2021-toyota-rav4-gx-u42',
  );
});

it('shows nothing when no car was kept', () => {
  const { container } = render(<EnquiredCar />);
  expect(container.textContent).toBe('');
});
