'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  Button,
  EmailField,
  Form,
  Modal,
  RadioGroupField,
  SubmitButton,
  TextField,
  useOptionalToast,
} from '@dealer/design-system';
import {
  defaultSavedSearchName,
  hasPendingSearchSave,
  MAX_SAVED_SEARCH_NAME,
  SAVE_SEARCH_LABEL,
  savedSearchSignInHref,
  withoutPendingSearchSave,
} from '../../../domain/saved-searches';
import { phoneNational } from '../../../domain/phone';
import {
  type SavedSearchForm,
  savedSearchFormSchema,
  type SavedSearchFormInput,
} from '../../../domain/saved-search-request';
import { loadSavedSearchAccount, postSavedSearch, savedSearchToast } from './saved-search-client';

// 'Save this search' on the search page of a site with shopper accounts: a signed-in shopper
// names the search and chooses its alerts (SMS to their mobile, email, or none) in a dialog; a
// visitor is sent to sign in first and comes back to the search with the dialog open.

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
      <Button variant="soft" size="small" onClick={() => void start()} disabled={checking}>
        {SAVE_SEARCH_LABEL}
      </Button>
      {open && phoneNumber ? (
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
      ) : null}
    </>
  );
}

function SaveSearchDialog({
  href,
  defaultName,
  phoneNumber,
  onClose,
  onSaved,
  onSignedOut,
}: {
  href: string;
  defaultName: string;
  phoneNumber: string;
  onClose: () => void;
  onSaved: (saved: SavedSearchForm, awaitingConfirmation: boolean) => void;
  onSignedOut: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SavedSearchFormInput, unknown, SavedSearchForm>({
    resolver: zodResolver(savedSearchFormSchema),
    defaultValues: { name: defaultName, channel: 'sms', email: '' },
  });
  const channel = useWatch({ control: form.control, name: 'channel' });
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={SAVE_SEARCH_LABEL}
      description="Name this search and choose how we tell you about new matches and price drops."
    >
      <Form
        form={form}
        aria-label={SAVE_SEARCH_LABEL}
        formError={formError}
        onSubmit={async (values) => {
          setFormError(null);
          const result = await postSavedSearch({ ...values, path: href });
          if (result.ok) onSaved(values, result.awaitingConfirmation);
          else if (result.signedOut) onSignedOut();
          else setFormError(result.message);
        }}
      >
        <TextField name="name" label="Name" required maxLength={MAX_SAVED_SEARCH_NAME} />
        <RadioGroupField
          name="channel"
          label="Alerts"
          required
          options={[
            { value: 'sms', label: `SMS to ${phoneNational(phoneNumber)}` },
            { value: 'email', label: 'Email' },
            { value: 'none', label: 'No alerts' },
          ]}
        />
        {channel === 'email' ? <EmailField name="email" required /> : null}
        <SubmitButton submittingLabel="Saving">Save search</SubmitButton>
      </Form>
    </Modal>
  );
}
