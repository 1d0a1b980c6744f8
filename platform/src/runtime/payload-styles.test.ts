import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutPayloadStyles } from './payload-styles';

// A page as the framework sends it: the stylesheet inlined in the head, and the payload script
// with text rows (ID:T<hex byte length>,<text>) for the stylesheet and for other long texts.

const escape = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function textRow(id: string, text: string): string {
  return `${id}:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`;
}

function page(rows: string[], extraScripts = ''): string {
  const payload = rows.join('');
  return (
    '<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css">.a{color:red}</style></head>' +
    `<body><main>Toyota HiLux</main>${extraScripts}` +
    '<script nonce="N">(self.__next_f=self.__next_f||[]).push([0])</script>' +
    `<script nonce="N">self.__next_f.push(${escape(JSON.stringify([1, payload]))})</script>` +
    '</body></html>'
  );
}

/** The payload text of a page, as the browser reads it. */
function payloadOf(html: string): string {
  const match = /self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/.exec(html);
  return (JSON.parse(match![1]!) as [number, string])[1];
}

const css =
  '.a{color:red}\n@media (min-width:740px){.b{display:none}}\n.c::after{content:"\u2192 é"}';
const styleRow = (id: string, child: string) =>
  `${id}:["$","style","0",{"nonce":"N","precedence":"next","href":"/_next/static/chunks/a.css","children":"$${child}"}]\n`;

describe('withoutPayloadStyles', () => {
  it('empties the stylesheet’s text row and keeps every other row as it was', () => {
    const rows = [
      '1:"$Sreact.fragment"\n',
      textRow('6', css),
      styleRow('5', '6'),
      textRow('7', '[{"@context":"https://schema.org","name":"HiLux <4x4> & more"}]'),
      '8:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$7"}}]\n',
      '9:["$","p",null,{"children":"Price \u2028 $29,990 — drive away"}]\n',
    ];
    const html = page(rows);
    const lighter = withoutPayloadStyles(html);
    expect(payloadOf(lighter)).toBe(
      ['1:"$Sreact.fragment"\n', '6:T0,', styleRow('5', '6'), ...rows.slice(3)].join(''),
    );
    expect(lighter.length).toBeLessThan(html.length);
    // the head and the page are untouched
    expect(lighter.split('<script nonce="N">self')[0]).toBe(
      html.split('<script nonce="N">self')[0],
    );
    // the payload is escaped as the framework escapes it: no markup characters inside the script
    const json = /self\.__next_f\.push\((\[1,.*\])\)<\/script>/s.exec(lighter)![1]!;
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it.each([
    ['no stylesheet rows', ['1:"$Sreact.fragment"\n', textRow('7', 'just text')]],
    [
      'a stylesheet row also used as something else',
      [textRow('6', css), styleRow('5', '6'), '8:["$","p",null,{"title":"$6"}]\n'],
    ],
    ['a style without an address', [textRow('6', css), '5:["$","style","0",{"children":"$6"}]\n']],
    [
      'a row that cannot be read',
      [textRow('6', css).replace(/T[0-9a-f]+,/, 'Tzz,'), styleRow('5', '6')],
    ],
    ['a text row longer than the payload', ['6:Tffff,.a{}', styleRow('5', '6')]],
    ['a binary row', ['3:A10,0123456789abcdef', textRow('6', css), styleRow('5', '6')]],
  ])('leaves a page alone with %s', (_name, rows) => {
    const html = page(rows);
    expect(withoutPayloadStyles(html)).toBe(html);
  });

  it('leaves a page alone when its payload comes in several pushes (streamed)', () => {
    const html = page([textRow('6', css), styleRow('5', '6')]).replace(
      '</body>',
      `<script nonce="N">self.__next_f.push(${JSON.stringify([1, '9:null\n'])})</script></body>`,
    );
    expect(withoutPayloadStyles(html)).toBe(html);
  });

  it('keeps every row but stylesheet text, for any texts around them (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { maxLength: 6 }),
        fc.string({ unit: 'binary', maxLength: 200 }),
        (texts, sheet) => {
          const rows = texts.map((text, i) => textRow((0x20 + i).toString(16), text));
          rows.push(textRow('6', sheet), styleRow('5', '6'), '9:["$","p",null,{"children":"x"}]\n');
          const lighter = payloadOf(withoutPayloadStyles(page(rows)));
          const expected = rows.map((row) => (row.startsWith('6:T') ? '6:T0,' : row)).join('');
          expect(lighter).toBe(expected);
        },
      ),
    );
  });
});
