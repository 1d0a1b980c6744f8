import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { draftIndexHtml, onlyPattern, visualDraftIn } from './visual-draft';

describe('onlyPattern: the captures --only names', () => {
  const names = [
    'in the draft theme over toyota page-vehicle-desktop',
    'in the draft theme over toyota vehicle-page',
    'in the draft theme over toyota site-header',
    'in the draft theme over toyota site-header-toyota-menu-1280',
  ];
  const matching = (only: string) =>
    names.filter((name) => new RegExp(onlyPattern(only)).test(name));

  it.each([
    ['page-vehicle-desktop', ['in the draft theme over toyota page-vehicle-desktop']],
    ['site-header', ['in the draft theme over toyota site-header']],
    [
      ' vehicle-page , site-header-toyota-menu-1280,',
      [
        'in the draft theme over toyota vehicle-page',
        'in the draft theme over toyota site-header-toyota-menu-1280',
      ],
    ],
    ['page-.*', []],
  ])('%j matches only those named', (only, expected) => {
    expect(matching(only)).toEqual(expected);
  });
});

describe('draftIndexHtml: the page a designer opens', () => {
  it('shows every capture under its name, the theme and brand in the heading, text escaped', () => {
    const html = draftIndexHtml('teal <draft>.json', 'toyota', [
      'button-variants.png',
      'page-home-phone.png',
    ]);
    expect(html).toContain('<h1>Draft theme: teal &lt;draft&gt;.json over toyota</h1>');
    expect(html).toContain(
      '<figcaption>page-home-phone</figcaption><img src="page-home-phone.png" alt="page-home-phone in the draft theme">',
    );
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toContain('<html lang="en-AU">');
  });
});

describe('visualDraftIn: the draft a visual run captures in', () => {
  it('is none without a folder, else the folder’s theme and the folder', () => {
    expect(visualDraftIn(undefined)).toBeNull();
    expect(visualDraftIn('')).toBeNull();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-visual-'));
    const theme = {
      brand: 'caravan',
      accentColour: '#0f766e',
      radius: null,
      font: null,
      logoUrl: null,
    };
    fs.writeFileSync(path.join(folder, 'theme.json'), JSON.stringify(theme));
    expect(visualDraftIn(folder)).toEqual({ theme, out: folder });
  });
});
