'use client';

import { type ReactNode, useState } from 'react';
import { CloseIcon } from '../../icons';
import { Button } from '../Button/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../Dialog/Dialog';
import { IconButton } from '../IconButton/IconButton';
import { Image, ImagePreload } from '../Image/Image';
import { useHasMounted } from '../private/has-mounted';
import * as styles from './Popup.css';

// spec §2 and §4: a site popup (an offer, an event) with an image, a title, a description and
// a button. It starts visible, and closes on its close button, Escape, or a click on the image.
// It renders only once the client has mounted, never on the server. Whether it is still in date
// is the caller's decision: render it only before its expiry.

export interface PopupAction {
  label: string;
  /** a link (through the app's Link) ... */
  href?: string;
  /** ... or a button */
  onClick?: () => void;
}

export interface PopupProps {
  title: string;
  description?: ReactNode;
  /** a click on the image closes the popup */
  image?: { src: string; alt: string; width?: number; height?: number };
  action?: PopupAction;
  /** called once when the shopper closes it */
  onClose?: () => void;
  closeLabel?: string;
}

export function Popup({
  title,
  description,
  image,
  action,
  onClose,
  closeLabel = 'Close',
}: PopupProps) {
  const mounted = useHasMounted();
  const [open, setOpen] = useState(true);
  if (!mounted) {
    // nothing shows before the client has mounted, but the picture is asked for with the page
    // (its head), so it is there when the popup shows: it is then the largest picture in view
    return image?.width && image.height ? <ImagePreload src={image.src} slot="popup" /> : null;
  }
  const close = () => {
    if (!open) return;
    setOpen(false);
    onClose?.();
  };
  return (
    // not modal: the page stays readable and usable behind it, and a press anywhere else closes it
    <Dialog open={open} modal={false} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        data-slot="popup"
        className={styles.content}
        showCloseButton={false}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        {image?.width && image.height ? (
          // a pointer's shortcut: the keyboard closes the popup with Escape or its Close button;
          // once open it is the largest picture in view, so it is fetched first
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="popup"
            priority
            className={styles.image}
            data-slot="popup-image"
            onClick={close}
          />
        ) : image ? (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
          <img
            src={image.src}
            alt={image.alt}
            className={styles.image}
            data-slot="popup-image"
            onClick={close}
          />
        ) : null}
        <DialogHeader className={styles.header}>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {action ? (
          <DialogFooter className={styles.footer}>
            <Button href={action.href} onClick={action.onClick} fullWidth>
              {action.label}
            </Button>
          </DialogFooter>
        ) : null}
        <DialogClose asChild>
          <IconButton
            label={closeLabel}
            icon={<CloseIcon />}
            variant="ghost"
            className={styles.close}
          />
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
