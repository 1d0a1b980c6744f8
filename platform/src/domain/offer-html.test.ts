import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerHtmlText, sanitizeOfferHtml } from './offer-html';

const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'a',
]);
const allowedAttributes = new Set(['href', 'title', 'rel']);
const safeHref = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|[^:/?#]*(?:[/?#]|$))/i;

/**
 * Every tag of sanitised HTML is an allowed one with allowed attributes, and every link goes to
 * a safe scheme. (The sanitiser writes tags as `<name attr="…">` with < > " & escaped inside
 * values, so a tag ends at its first `>`.)
 */
function expectSafe(html: string) {
  const out = sanitizeOfferHtml(html);
  for (const [, name, attrs] of out.matchAll(/<\/?([a-zA-Z0-9]+)((?:\s[^>]*)?)\/?>/g)) {
    expect(allowedTags, `tag <${name}> in ${out}`).toContain(name!.toLowerCase());
    for (const [, attr, value] of attrs!.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      expect(allowedAttributes, `attribute ${attr} in ${out}`).toContain(attr!.toLowerCase());
      if (attr === 'href') {
        const decoded = value!.replace(/&amp;/g, '&');
        expect(decoded, `href in ${out}`).toMatch(safeHref);
      }
    }
  }
  // text outside tags carries no markup: every < is a tag the check above saw
  const withoutTags = out.replace(/<\/?[a-zA-Z0-9]+(?:\s[^>]*)?\/?>/g, '');
  expect(withoutTags).not.toMatch(/[<>]/);
  return out;
}

// classic payloads (OWASP XSS filter evasion cheat sheet and friends)
const xssCorpus: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="jav\tascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="https://ok.example/" onclick="alert(1)">x</a>',
  '<a href="https://ok.example/" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(document.cookie)</script>',
  '<p onmouseover="alert(1)">hover</p>',
  '<template><script>alert(1)</script></template>',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
];

describe('sanitizeOfferHtml: an XSS corpus', () => {
  it('has at least 25 payloads', () => expect(xssCorpus.length).toBeGreaterThanOrEqual(25));

  it.each(xssCorpus.map((payload) => [payload]))('%s', (payload) => {
    expectSafe(payload);
    expectSafe(`<p>Before</p>${payload}<p>After</p>`);
  });

  it('keeps nothing of a script or style, not even its text', () => {
    expect(sanitizeOfferHtml('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe(
      '<p>a</p>',
    );
  });

  it('makes any input safe', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      '/',
      ' ',
      'a',
      'href',
      'javascript:',
      'onerror',
      'script',
      'img',
      'svg',
      'style',
      '&#x3A;',
      '<a ',
      '<p>',
      '</p>',
      '<!--',
      '-->',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        expectSafe(parts.join(''));
      }),
      { numRuns: 500 },
    );
  });
});

describe('sanitizeOfferHtml: the formatting a dealer uses is kept', () => {
  it.each([
    ['<p>One <strong>bold</strong> and <em>lean</em> word</p>', null],
    ['<ul><li>Free tint</li><li>Free mats</li></ul>', null],
    ['<ol><li>First</li></ol>', null],
    ['<p>Line<br />break</p>', null],
    ['<p>Line<br>break</p>', '<p>Line<br />break</p>'],
    ['<p><b>b</b> <i>i</i> <u>u</u> <s>s</s> <small>small</small> m<sup>2</sup></p>', null],
    ['<blockquote>Said well</blockquote>', null],
    ['<h3>Sub heading</h3>', null],
    ['<h1>Big</h1><h2>Less big</h2><h6>tiny</h6>', '<h3>Big</h3><h3>Less big</h3><h4>tiny</h4>'],
    ['<h4>Small</h4><h5>Smaller</h5>', '<h4>Small</h4><h4>Smaller</h4>'],
    [
      '<a href="https://www.toyota.com.au/offers" title="Offers">link</a>',
      '<a href="https://www.toyota.com.au/offers" title="Offers" rel="noopener noreferrer nofollow">link</a>',
    ],
    [
      '<a href="mailto:sales@example.com.au">mail</a> <a href="tel:0398765432">call</a>',
      '<a href="mailto:sales@example.com.au" rel="noopener noreferrer nofollow">mail</a> <a href="tel:0398765432" rel="noopener noreferrer nofollow">call</a>',
    ],
    [
      '<a href="/contact-us" target="_blank">us</a>',
      '<a href="/contact-us" rel="noopener noreferrer nofollow">us</a>',
    ],
    ['<div class="x"><span style="color:red">Red</span> text</div>', 'Red text'],
    ['<img src="/x.png" alt="x"><p>after</p>', '<p>after</p>'],
    ['Fish &amp; chips &lt;3', null],
  ])('%s', (html, expected) => {
    expect(sanitizeOfferHtml(html)).toBe(expected ?? html);
  });
});

describe('sanitizeOfferHtml: headings sit under the heading the description is shown beneath', () => {
  it.each([
    [
      2,
      '<h2>Included</h2><h3>Also</h3><h4>Small print</h4>',
      '<h2>Included</h2><h2>Also</h2><h3>Small print</h3>',
    ],
    [3, '<h1>Included</h1><h4>Small print</h4>', '<h3>Included</h3><h4>Small print</h4>'],
    [4, '<h2>Included</h2><h6>Small print</h6>', '<h4>Included</h4><h5>Small print</h5>'],
  ] as const)('headings from level %i', (headingLevel, html, expected) => {
    expect(sanitizeOfferHtml(html, { headingLevel })).toBe(expected);
  });
});

describe('offerHtmlText: the text the length rules are measured on', () => {
  it.each([
    ['<p>Hello <strong>there</strong></p>', 'Hello there'],
    ['<p>One</p><p>Two</p>', 'One\nTwo'],
    ['<ul><li>Free tint</li><li>Free mats</li></ul>', '• Free tint\n• Free mats'],
    ['Line<br>break', 'Line\nbreak'],
    [
      'Fish &amp; chips &lt;3 &quot;now&quot; &#39;ok&#39; &nbsp;x',
      'Fish & chips <3 "now" \'ok\' x',
    ],
    ['<p>  spread   out\n words </p>', 'spread out words'],
    ['<script>alert(1)</script><p>kept</p>', 'kept'],
    ['<a href="javascript:alert(1)">text stays</a>', 'text stays'],
    ['', ''],
  ])('%s', (html, text) => expect(offerHtmlText(html)).toBe(text));

  it('is longer than 200 characters only when the words are', () => {
    const words = 'Drive away with a new car today. '.repeat(7); // 231 characters
    expect(offerHtmlText(`<p><strong>${words}</strong></p>`).length).toBe(words.trim().length);
    expect(offerHtmlText(`<p><a href="https://a.example/${'x'.repeat(300)}">short</a></p>`)).toBe(
      'short',
    );
  });
});
