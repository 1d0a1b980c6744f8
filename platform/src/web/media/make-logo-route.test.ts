import { describe, expect, it } from 'vitest';
import { makeLogoResponse } from './make-logo-route';
import { makeLogoPath } from '../search/make-sections';

describe('/media/make/{make}.svg', () => {
  it.each([['Toyota'], ['Mercedes-Benz'], ['Land Rover'], ['Citroën'], ['Rolls-Royce']])(
    'serves the logo of %s from the path the cards use',
    async (make) => {
      const file = makeLogoPath(make).replace('/media/make/', '');
      const response = makeLogoResponse(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(await response.text()).toContain(`aria-label="${make}"`);
    },
  );

  it.each([
    ['Toyota.png'],
    ['.svg'],
    ['%E0%A4%A.svg'],
    ['<script>.svg'],
    [`${'A'.repeat(61)}.svg`],
  ])('answers 404 for %s', (file) => expect(makeLogoResponse(file).status).toBe(404));
});
