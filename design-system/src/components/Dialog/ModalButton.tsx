'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { useLazyOverlay } from '../private/lazy-overlay';
import type { dialogSizes } from './Dialog';

const loadDialog = () => import('./ModalButtonDialog');
const ModalButtonDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ModalButtonDialog })),
);

export interface ModalButtonProps {
  /** the button's text */
  label: string;
  icon?: ButtonProps['icon'];
  variant?: ButtonProps['variant'];
  buttonSize?: ButtonProps['size'];
  /** the dialog's title */
  title: ReactNode;
  description?: ReactNode;
  /** what the dialog shows */
  children?: ReactNode;
  size?: (typeof dialogSizes)[number];
  closeLabel?: string;
}

/**
 * A button that opens a dialog of information (a disclaimer, holiday hours). The dialog's code
 * loads on the first press (or as the pointer or focus comes near), so a page's first load
 * carries only the button; closing the dialog puts focus back on the button.
 */
export function ModalButton({
  label,
  icon,
  variant,
  buttonSize,
  title,
  description,
  children,
  size,
  closeLabel,
}: ModalButtonProps) {
  const { open, setOpen, wanted, show, trigger } = useLazyOverlay<
    HTMLButtonElement & HTMLAnchorElement
  >();
  return (
    <>
      <Button
        ref={trigger}
        variant={variant}
        size={buttonSize}
        icon={icon}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {label}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ModalButtonDialog
            title={title}
            description={description}
            size={size}
            closeLabel={closeLabel}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          >
            {children}
          </ModalButtonDialog>
        </Suspense>
      ) : null}
    </>
  );
}
