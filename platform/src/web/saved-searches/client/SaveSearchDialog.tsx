'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  EmailField,
  Form,
  Modal,
  RadioGroupField,
  SubmitButton,
  TextField,
} from '@dealer/design-system';
import { MAX_SAVED_SEARCH_NAME, SAVE_SEARCH_LABEL } from '../../../domain/saved-searches';
import { phoneNational } from '../../../domain/phone';
import {
  type SavedSearchForm,
  savedSearchFormSchema,
  type SavedSearchFormInput,
} from '../../../domain/saved-search-request';
import { postSavedSearch } from './saved-search-client';

/** The dialog of 'Save this search' (SaveSearchButton): the search's name and its alerts. */
export function SaveSearchDialog({
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
