export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  dialogSizes,
  Modal,
  type DialogContentProps,
  type ModalProps,
} from './Dialog';
export { ModalButton, type ModalButtonProps } from './ModalButton';
