import { describe, expect, it } from 'vitest';
import { bannerSvg } from '../../media';
import { bannerImageResponse } from './media-responses';

describe('/media/banner/{kind}.svg (spec §9 default banners)', () => {
  it('is answered at /media/banner/{kind}.svg, and nothing else is', async () => {
    const answer = bannerImageResponse('finance.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await answer.text()).toBe(bannerSvg('finance'));
    for (const file of ['cars.svg', 'finance.png', '../finance.svg', 'FINANCE.svg']) {
      expect(bannerImageResponse(file).status, file).toBe(404);
    }
  });
});
