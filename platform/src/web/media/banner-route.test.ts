import { describe, expect, it } from 'vitest';
import { bannerSvg, promotionSvg } from '../../media';
import { bannerImageResponse, promotionImageResponse } from './media-responses';

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

describe('/media/promotion/{picture}.svg (spec §9 promotions slider 540x1920)', () => {
  it('is answered for a drawn promotion picture, and nothing else is', async () => {
    const answer = promotionImageResponse('service.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await answer.text()).toBe(promotionSvg('service'));
    for (const file of ['offers.svg', 'service.png', '../service.svg', 'SERVICE.svg']) {
      expect(promotionImageResponse(file).status, file).toBe(404);
    }
  });
});
