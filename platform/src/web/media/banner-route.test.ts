import { describe, expect, it } from 'vitest';
import { bannerSvg, heroSvg, promotionSvg } from '../../media';
import { bannerImageResponse, heroImageResponse, promotionImageResponse } from './media-responses';

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

describe('/media/hero/{picture}.svg (spec §2 the home page’s hero)', () => {
  it('is answered for a drawn hero picture at 1600 x 1000, and nothing else is', async () => {
    const answer = heroImageResponse('campsite.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await answer.text();
    expect(svg).toBe(heroSvg('campsite'));
    expect(svg).toContain('viewBox="0 0 1600 1000"');
    expect(heroSvg('showroom')).not.toBe(svg);
    for (const file of ['clearance.svg', 'campsite.png', '../campsite.svg', 'CAMPSITE.svg']) {
      expect(heroImageResponse(file).status, file).toBe(404);
    }
  });
});
