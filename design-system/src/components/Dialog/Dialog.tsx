'use client';

import { type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { CloseIcon } from '../../icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Portals into the themed root, so the dialog keeps the brand and the dealer's colours. */
export function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  const container = usePortalContainer();
  return <DialogPrimitive.Portal data-slot="dialog-portal" container={container} {...props} />;
}

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={join(styles.overlay, className)}
      {...props}
    />
  );
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  size?: (typeof dialogSizes)[number];
  /** the corner button; its accessible name is 'Close' unless told otherwise */
  showCloseButton?: boolean;
  closeLabel?: string;
}

/** The dialog box with its overlay and a 'Close' button, portalled into the themed root. */
export function DialogContent({
  size = 'medium',
  showCloseButton = true,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={join(styles.content, styles.size[size], className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close asChild>
            <IconButton
              label={closeLabel}
              icon={<CloseIcon />}
              variant="transparent"
              className={styles.close}
            />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={join(styles.header, className)} {...props} />;
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-body" className={join(styles.body, className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={join(styles.footer, className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={join(styles.title, className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={join(styles.description, className)}
      {...props}
    />
  );
}

export interface ModalProps {
  title: ReactNode;
  description?: ReactNode;
  /** the element that opens it (a Button); leave out when the caller controls `open` */
  trigger?: ReactNode;
  children?: ReactNode;
  /** actions along the bottom */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: (typeof dialogSizes)[number];
  closeLabel?: string;
}

/** A ready-made dialog: title, optional description, content, footer and a 'Close' button. */
export function Modal({
  title,
  description,
  trigger,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  size,
  closeLabel,
}: ModalProps) {
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        size={size}
        closeLabel={closeLabel}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children ? <DialogBody>{children}</DialogBody> : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
