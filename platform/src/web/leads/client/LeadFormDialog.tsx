'use client';

import { useEffect, useState } from 'react';
import {
  Button,
  type ButtonProps,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@dealer/design-system';
import { type LeadForm as LeadFormName, type LeadFormOptions } from '../../../domain/lead-forms';
import {
  LeadForm,
  type LeadFormAppointments,
  type LeadFormCar,
  type LeadFormDealership,
} from './LeadForm';

// spec §2 'Modal forms': a button that opens one of the site's forms in a dialog, e.g.
// <LeadFormDialog form="enquiry" triggerLabel="Enquire Now" title="Enquire Now" car={car} ... />

export interface LeadFormDialogProps {
  form: LeadFormName;
  triggerLabel: string;
  title: string;
  car?: LeadFormCar;
  options: LeadFormOptions;
  dealerships: readonly LeadFormDealership[];
  /** the opening hours a test drive's times are offered from */
  appointments?: LeadFormAppointments;
  triggerVariant?: ButtonProps['variant'];
  /** the trigger fills its container (a sidebar column) */
  triggerFullWidth?: boolean;
  /** after a lead is accepted: the success page (default) or a thank-you in the dialog */
  afterSubmit?: 'success-page' | 'message';
  /** starting answers, e.g. the prefilled message of 'Find Me Something Similar' */
  defaultValues?: Record<string, unknown>;
  /** opens on arrival (a link asked for this form) */
  defaultOpen?: boolean;
  /** opens when the page's address ends in this #hash ('enquire' for /cars/{slug}#enquire) */
  openOnHash?: string;
  /** spec §3 page_id: the name of the page the dialog is on */
  pageId?: string;
  /** spec §4 the form in steps, whose success keeps the car and goes to /success */
  steps?: boolean;
}

export function LeadFormDialog({
  form,
  triggerLabel,
  title,
  car,
  options,
  dealerships,
  appointments,
  triggerVariant,
  triggerFullWidth,
  afterSubmit,
  defaultValues,
  defaultOpen = false,
  openOnHash,
  pageId,
  steps,
}: LeadFormDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    if (!openOnHash) return;
    const openIfAsked = () => {
      if (window.location.hash === `#${openOnHash}`) setOpen(true);
    };
    openIfAsked();
    window.addEventListener('hashchange', openIfAsked);
    return () => window.removeEventListener('hashchange', openIfAsked);
  }, [openOnHash]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} fullWidth={triggerFullWidth}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="medium" {...(car ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {car ? <DialogDescription>{car.name}</DialogDescription> : null}
        </DialogHeader>
        <DialogBody>
          <LeadForm
            form={form}
            options={options}
            dealerships={dealerships}
            appointments={appointments}
            car={car}
            afterSubmit={afterSubmit}
            defaultValues={defaultValues}
            source={title}
            pageId={pageId}
            steps={steps}
            errorHeadingLevel={3}
            aria-label={car ? `${title}: ${car.name}` : title}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
