import { describe, expect, it } from 'vitest';
import {
  copiedMessage,
  emailShareUrl,
  facebookShareUrl,
  linkedinShareUrl,
  shareChannels,
  shareLinks,
  shareWindowFeatures,
  smsShareUrl,
  whatsappShareUrl,
  xShareUrl,
} from './share';

const url = 'https://swanvalleytoyota.com.au/cars/2023-toyota-rav4-gx?utm_source=share&ref=a b';
const encodedUrl =
  'https%3A%2F%2Fswanvalleytoyota.com.au%2Fcars%2F2023-toyota-rav4-gx%3Futm_source%3Dshare%26ref%3Da%20b';
const name = '2023 Toyota RAV4 GX & more';
const encodedName = '2023%20Toyota%20RAV4%20GX%20%26%20more';

describe('share URLs', () => {
  it.each([
    [
      'Facebook',
      facebookShareUrl(url),
      `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    ],
    ['X', xShareUrl(url, name), `https://x.com/intent/tweet?url=${encodedUrl}&text=${encodedName}`],
    [
      'LinkedIn',
      linkedinShareUrl(url),
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    ],
    [
      'Email',
      emailShareUrl(url, name),
      `mailto:?subject=${encodedName}&body=${encodedName}%0A${encodedUrl}`,
    ],
    ['SMS', smsShareUrl(url, name), `sms:?&body=${encodedName}%20${encodedUrl}`],
    ['WhatsApp', whatsappShareUrl(url, name), `https://wa.me/?text=${encodedName}%20${encodedUrl}`],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('gives the page back unchanged when the share address is decoded', () => {
    expect(new URL(facebookShareUrl(url)).searchParams.get('u')).toBe(url);
    expect(new URL(linkedinShareUrl(url)).searchParams.get('url')).toBe(url);
    const x = new URL(xShareUrl(url, name));
    expect([x.searchParams.get('url'), x.searchParams.get('text')]).toEqual([url, name]);
    expect(new URL(whatsappShareUrl(url, name)).searchParams.get('text')).toBe(`${name} ${url}`);
  });

  it('never uses + for a space in mailto and sms links', () => {
    expect(emailShareUrl(url, name)).not.toContain('+');
    expect(smsShareUrl(url, name)).not.toContain('+');
  });
});

describe('shareLinks', () => {
  it('lists every channel in menu order; only the social networks open a window', () => {
    expect(
      shareLinks({ url, title: name }).map(({ channel, label, opensWindow }) => [
        channel,
        label,
        opensWindow,
      ]),
    ).toEqual([
      ['facebook', 'Facebook', true],
      ['x', 'X (Twitter)', true],
      ['linkedin', 'LinkedIn', true],
      ['email', 'Email', false],
      ['sms', 'SMS', false],
      ['whatsapp', 'WhatsApp', true],
    ]);
  });

  it('keeps menu order whatever order the channels are asked for in', () => {
    expect(
      shareLinks({ url, title: name }, ['whatsapp', 'email']).map((link) => link.channel),
    ).toEqual(['email', 'whatsapp']);
    expect(shareLinks({ url, title: name }, [])).toEqual([]);
    expect(shareLinks({ url, title: name }).map((link) => link.channel)).toEqual([
      ...shareChannels,
    ]);
  });
});

describe('shareWindowFeatures (spec §9: 550x400)', () => {
  it.each([
    ['size only when the browser window is unknown', undefined, 'width=550,height=400'],
    [
      'centred on the browser window',
      { screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 },
      'width=550,height=400,left=465,top=250',
    ],
    [
      'never off the screen',
      { screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 300 },
      'width=550,height=400,left=0,top=0',
    ],
    [
      'size only when the window reports no size',
      { screenX: 0, screenY: 0, outerWidth: 0, outerHeight: 0 },
      'width=550,height=400',
    ],
  ])('%s', (_, browser, expected) => {
    expect(shareWindowFeatures(browser)).toBe(`${expected},scrollbars=yes,resizable=yes`);
  });
});

describe('copiedMessage (spec §4)', () => {
  it('names the car', () => {
    expect(copiedMessage('2023 Toyota RAV4 GX')).toBe(
      'Copied 2023 Toyota RAV4 GX to your clipboard!',
    );
  });
});
