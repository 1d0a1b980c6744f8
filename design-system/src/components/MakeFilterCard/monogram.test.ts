import { describe, expect, it } from 'vitest';
import { makeMonogram } from './monogram';

describe('makeMonogram', () => {
  it.each([
    ['Toyota', 'T'],
    ['Mercedes-Benz', 'MB'],
    ['Land Rover', 'LR'],
    ['Alfa Romeo Giulia', 'AR'],
    ['MG', 'MG'],
    ['BYD', 'BYD'],
    ['kia', 'K'],
    ['  ', '?'],
    ['', '?'],
  ])('%s reads %s', (name, letters) => expect(makeMonogram(name)).toBe(letters));
});
