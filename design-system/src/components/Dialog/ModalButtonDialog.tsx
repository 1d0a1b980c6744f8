'use client';

import { type ReactNode, type RefObject } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type dialogSizes,
} from './Dialog';

export interface ModalButtonDialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: (typeof dialogSizes)[number];
  closeLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opens the dialog: focus goes back to it on close */
  trigger: RefObject<HTMLElement | null>;
}

/** The dialog of a ModalButton, loaded when the button is first pressed. */
export function ModalButtonDialog({
  title,
  description,
  children,
  size,
  closeLabel,
  open,
  onOpenChange,
  trigger,
}: ModalButtonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size={size}
        closeLabel={closeLabel}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children ? <DialogBody>{children}</DialogBody> : null}
      </DialogContent>
    </Dialog>
  );
}
