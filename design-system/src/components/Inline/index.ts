export { Inline, inlineAligns, inlineAlignYs, type InlineProps } from './Inline';
