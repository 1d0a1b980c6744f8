import { describe, expect, it } from 'vitest';
import { vehicleOpenForm } from './vehicle-forms';

describe('vehicleOpenForm', () => {
  it.each([
    [undefined, null],
    ['', 'enquiry'],
    ['true', 'enquiry'],
    ['find-similar', 'find-similar'],
    ['test-drive', 'test-drive'],
    [['make-an-offer', 'enquiry'], 'make-an-offer'],
    ['checkout', null],
    ['<script>', null],
  ] as const)('%j opens %j', (value, form) => {
    expect(vehicleOpenForm(value as string | string[] | undefined)).toBe(form);
  });
});
