export {
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  ToastProvider,
  toastTones,
  useOptionalToast,
  useToast,
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './Toast';
