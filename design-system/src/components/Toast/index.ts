export {
  TOAST_DURATION,
  ToastProvider,
  toastTones,
  useOptionalToast,
  useToast,
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './Toast';
