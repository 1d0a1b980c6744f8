import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './xml';

describe('escapeXml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&apos;'],
    ['Tom & "Jerry" <b>', 'Tom &amp; &quot;Jerry&quot; &lt;b&gt;'],
    ['a\u0001b & <c> "d" \'e\'', 'ab &amp; &lt;c&gt; &quot;d&quot; &apos;e&apos;'],
    // one pass: an entity already written is text, escaped again exactly once
    ['&amp;', '&amp;amp;'],
    ['&lt;b&gt;', '&amp;lt;b&amp;gt;'],
    ['&#38;', '&amp;#38;'],
    // characters XML 1.0 cannot hold are left out; tab and line breaks stay
    ['a\u0001b\u0008c\u000bd\u001fe', 'abcde'],
    ['\ufffe\uffff', ''],
    ['tab\tline\nreturn\r', 'tab\tline\nreturn\r'],
    ['丰田 Ünïcödé — 公里', '丰田 Ünïcödé — 公里'],
    ['', ''],
  ])('escapeXml(%j) is %j', (text, escaped) => expect(escapeXml(text)).toBe(escaped));
});

describe('escapeHtml', () => {
  it.each([
    ['Kluger <Grande> & "Co"', 'Kluger &lt;Grande&gt; &amp; &quot;Co&quot;'],
    ["Pearl's", 'Pearl&#39;s'],
    ['&amp;', '&amp;amp;'],
    ['a\u0001b', 'ab'],
  ])('escapeHtml(%j) is %j', (text, escaped) => expect(escapeHtml(text)).toBe(escaped));
});
