'use client';

import { type ReactNode, useState } from 'react';
import { Button } from '@dealer/design-system';

/** How long the chat provider's script may take to load before the enquiry form opens instead. */
export const CHAT_SCRIPT_TIMEOUT_MS = 10_000;

const loads = new Map<string, Promise<void>>();

/**
 * The chat provider's script, added to the page once (a script our own scripts add runs under
 * the page's CSP by strict-dynamic); rejects when it fails or takes longer than the limit.
 */
export function loadChatScript(src: string, timeoutMs = CHAT_SCRIPT_TIMEOUT_MS): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('the chat took too long to load')), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error('the chat could not be loaded'));
    });
    document.head.append(script);
  });
  // a failed load may be tried again on the next visit, not on this page
  loads.set(src, loading);
  return loading;
}

/** Calls the provider's open function by its dotted name ('Chat.open'); false when it has none. */
export function callChatOpen(name: string, scope: object = window): boolean {
  const parts = name.split('.');
  let owner: unknown = scope;
  for (const part of parts.slice(0, -1)) {
    owner = (owner as Record<string, unknown> | undefined)?.[part];
  }
  const open = (owner as Record<string, unknown> | undefined)?.[parts.at(-1)!];
  if (typeof open !== 'function') return false;
  (open as () => unknown).call(owner);
  return true;
}

/**
 * spec §2 'Instant Message' through a chat provider's widget: its script loads on the first
 * press, then its open function opens the chat. When the script does not load, or has no such
 * function, the fallback (the enquiry form, open) takes the button's place.
 */
export function ChatScriptButton({
  src,
  open,
  label,
  fullWidth,
  fallback,
}: {
  src: string;
  open: string | null;
  label: string;
  fullWidth?: boolean;
  fallback: ReactNode;
}) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (state === 'failed') return <>{fallback}</>;
  const start = () => {
    setState('loading');
    loadChatScript(src).then(
      () => {
        if (open !== null && !callChatOpen(open)) {
          console.error(`The chat has no function ${open}.`);
          setState('failed');
        } else setState('idle');
      },
      (error: unknown) => {
        console.error(`Instant Message: ${(error as Error).message}.`);
        setState('failed');
      },
    );
  };
  return (
    <Button fullWidth={fullWidth} loading={state === 'loading'} onClick={start}>
      {label}
    </Button>
  );
}
