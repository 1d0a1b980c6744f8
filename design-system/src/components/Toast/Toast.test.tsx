import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useToast } from './Toast';

function NeedsToasts() {
  useToast();
  return null;
}

describe('useToast', () => {
  it('says where it belongs when used outside a ToastProvider', () => {
    expect(() => renderToStaticMarkup(<NeedsToasts />)).toThrow(
      'useToast must be used within a <ToastProvider />',
    );
  });
});
