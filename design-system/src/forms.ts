// The form kit: react-hook-form fields with their label, hint and error wiring, the form with
// its error summary and alert, and the Radix form controls they are built on.
export * from './components/Form';
export * from './components/Field';
export * from './components/TextField';
export * from './components/MoneyField';
export * from './components/Checkbox';
export * from './components/RadioGroup';
export * from './components/Switch';
export * from './components/Select';
export * from './components/DealershipSelect';
