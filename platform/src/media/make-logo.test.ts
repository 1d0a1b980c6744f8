import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeHue, makeInitials, makeLogoSvg } from '.';

describe('make logos', () => {
  it.each([
    ['Toyota', 'T'],
    ['Mercedes-Benz', 'MB'],
    ['Land Rover', 'LR'],
    ['Alfa Romeo Giulia', 'AR'],
    ['MG', 'MG'],
    ['BYD', 'BYD'],
    ['GWM', 'GWM'],
    ['kia', 'K'],
    ['Great Wall', 'GW'],
    ['  ', '?'],
    ['', '?'],
  ])('%j is badged %s', (make, letters) => expect(makeInitials(make)).toBe(letters));

  it('draws the initials on an 80 x 80 roundel named by the make', () => {
    const svg = makeLogoSvg('Mercedes-Benz');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 80 80" width="80" height="80"/);
    expect(svg).toContain('aria-label="Mercedes-Benz"');
    expect(svg).toMatch(/>MB<\/text>/);
  });

  it('keeps one colour per make, whatever its case or spacing', () => {
    expect(makeHue(' toyota ')).toBe(makeHue('Toyota'));
    expect(makeLogoSvg('TOYOTA')).toContain(`hsl(${makeHue('Toyota')} 55% 28%)`);
    expect(makeHue('Toyota')).not.toBe(makeHue('Mazda'));
  });

  it('escapes the make where it is written into the picture', () => {
    const svg = makeLogoSvg('<Smith & "Sons">');
    expect(svg).toContain('aria-label="&lt;Smith &amp; &quot;Sons&quot;&gt;"');
    expect(svg).not.toMatch(/<Smith|& "/);
  });

  it('draws well-formed markup with one to three letters for any make', () => {
    const count = (svg: string, ch: RegExp) => svg.match(ch)?.length ?? 0;
    const plain = makeLogoSvg('Toyota');
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (make) => {
        const letters = makeInitials(make);
        expect(letters.length).toBeGreaterThanOrEqual(1);
        expect(letters.length).toBeLessThanOrEqual(3);
        const hue = makeHue(make);
        expect(hue).toBeGreaterThanOrEqual(0);
        expect(hue).toBeLessThan(360);
        const svg = makeLogoSvg(make);
        // nothing from the name can open or close an element or an attribute
        expect(count(svg, /</g)).toBe(count(plain, /</g));
        expect(count(svg, /"/g)).toBe(count(plain, /"/g));
      }),
    );
  });
});
