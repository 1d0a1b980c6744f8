export { Spinner, spinnerSizes, spinnerTones, type SpinnerProps } from './Spinner';
