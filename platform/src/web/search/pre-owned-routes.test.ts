import { describe, expect, it } from 'vitest';
import { preOwnedPath } from './pre-owned-routes';

describe('preOwnedPath', () => {
  it('is the used search of the site’s vehicles, its query kept', () => {
    expect(preOwnedPath('Cars', '?certified=true')).toBe('/search/used-cars?certified=true');
    expect(preOwnedPath('Caravans', '')).toBe('/search/used-caravans');
  });
});
