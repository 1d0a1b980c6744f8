'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, useOptionalToast } from '@dealer/design-system';
import {
  defaultSavedSearchName,
  hasPendingSearchSave,
  SAVE_SEARCH_LABEL,
  savedSearchSignInHref,
  withoutPendingSearchSave,
} from '../../../domain/saved-searches';
import { loadSavedSearchAccount, savedSearchToast } from './saved-search-client';

// 'Save this search' on the search page of a site with shopper accounts: a signed-in shopper
// names the search and chooses its alerts (SMS to their mobile, email, or none) in a dialog; a
// visitor is sent to sign in first and comes back to the search with the dialog open. The
// dialog's form (its schema, the phone rules) loads when the shopper reaches for the button, so
// the search page's first load carries none of it.

const loadDialog = () => import('./SaveSearchDialog');
const SaveSearchDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SaveSearchDialog })),
);

export interface SaveSearchButtonProps {
  /** the search's address as the page shows it: its path and refinements */
  href: string;
  /** the search page's heading, e.g. 'Toyota RAV4 Cars' */
  heading: string;
  vehicleNoun: string;
  /** the car types the shopper chose */
  carTypes: readonly string[];
  /** the words searched for */
  query: string;
}

const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function SaveSearchButton({
  href,
  heading,
  vehicleNoun,
  carTypes,
  query,
}: SaveSearchButtonProps) {
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const toaster = useOptionalToast();

  const start = useCallback(async () => {
    void loadDialog();
    setChecking(true);
    const account = await loadSavedSearchAccount();
    setChecking(false);
    if (account.state === 'anonymous') {
      window.location.assign(savedSearchSignInHref(currentPath()));
    } else if (account.state === 'signed-in') {
      setPhoneNumber(account.phoneNumber);
      setOpen(true);
    } else {
      window.alert('Saved searches are not available right now. Please try again.');
    }
  }, []);

  // the save a visitor started before signing in: open the dialog now that they are back
  useEffect(() => {
    if (!hasPendingSearchSave(window.location.search)) return;
    window.history.replaceState(window.history.state, '', withoutPendingSearchSave(currentPath()));
    void start();
  }, [start]);

  const defaultName = defaultSavedSearchName({ heading, vehicleNoun, path: href, carTypes, query });
  return (
    <>
      <Button
        variant="soft"
        size="small"
        onClick={() => void start()}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        disabled={checking}
      >
        {SAVE_SEARCH_LABEL}
      </Button>
      {open && phoneNumber ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            href={href}
            defaultName={defaultName}
            phoneNumber={phoneNumber}
            onClose={() => setOpen(false)}
            onSaved={(saved, awaitingConfirmation) => {
              setOpen(false);
              toaster?.toast({
                ...savedSearchToast(saved.name, saved.channel, vehicleNoun, awaitingConfirmation),
                tone: 'positive',
              });
            }}
            onSignedOut={() => window.location.assign(savedSearchSignInHref(currentPath()))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
