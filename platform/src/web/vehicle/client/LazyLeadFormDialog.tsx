'use client';

import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { Button } from '@dealer/design-system';
import { type LeadFormDialogProps } from '../../leads/client/LeadFormDialog';

let loading: Promise<ComponentType<LeadFormDialogProps>> | null = null;

/** The dialog's code (the form, its schema and its fields), fetched once, when first wanted. */
function loadLeadFormDialog(): Promise<ComponentType<LeadFormDialogProps>> {
  loading ??= import('../../leads/client/LeadFormDialog').then((module) => module.LeadFormDialog);
  return loading;
}

/**
 * A LeadFormDialog whose form loads on demand: the page first shows only its button (so the
 * vehicle page's first load carries no form code); pressing it, hovering it, or arriving with
 * the form asked for (defaultOpen, or the #hash) loads the dialog and opens it.
 */
export function LazyLeadFormDialog(props: LeadFormDialogProps) {
  const { defaultOpen = false, openOnHash, triggerLabel, triggerVariant, triggerFullWidth } = props;
  const [Dialog, setDialog] = useState<ComponentType<LeadFormDialogProps> | null>(null);
  const [open, setOpen] = useState(defaultOpen);

  const show = useCallback((andOpen: boolean) => {
    if (andOpen) setOpen(true);
    void loadLeadFormDialog()
      .then((component) => setDialog(() => component))
      .catch((error: unknown) => {
        console.error(`The form could not be loaded: ${(error as Error).message}`);
      });
  }, []);

  useEffect(() => {
    if (defaultOpen) show(true);
  }, [defaultOpen, show]);

  useEffect(() => {
    if (!openOnHash) return;
    const openIfAsked = () => {
      if (window.location.hash === `#${openOnHash}`) show(true);
    };
    openIfAsked();
    window.addEventListener('hashchange', openIfAsked);
    return () => window.removeEventListener('hashchange', openIfAsked);
  }, [openOnHash, show]);

  if (Dialog) return <Dialog {...props} defaultOpen={open} />;
  return (
    <Button
      variant={triggerVariant}
      fullWidth={triggerFullWidth}
      aria-haspopup="dialog"
      onClick={() => show(true)}
      onPointerEnter={() => show(false)}
      onFocus={() => show(false)}
    >
      {triggerLabel}
    </Button>
  );
}
