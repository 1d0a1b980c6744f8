import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DealershipSelect } from '../DealershipSelect/DealershipSelect';
import { SelectField } from '../Select/SelectField';
import { PostcodeField } from '../TextField/PostcodeField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { SubmitButton } from './SubmitButton';

function TestForm({
  schema,
  onSubmit = () => undefined,
  formError,
  children,
}: {
  schema?: z.ZodType<FieldValues, FieldValues>;
  onSubmit?: (values: FieldValues) => void;
  formError?: string;
  children: ReactNode;
}) {
  const form = useForm<FieldValues>({
    resolver: schema ? (zodResolver(schema) as Resolver<FieldValues>) : undefined,
    defaultValues: { name: '', postcode: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} formError={formError} aria-label="Enquiry">
      {children}
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

afterEach(cleanup);

describe('Form', () => {
  it('renders on the server with browser validation off and each label tied to its input', () => {
    const html = renderToStaticMarkup(
      <TestForm>
        <TextField name="name" label="First Name" hint="As on your licence" required />
      </TestForm>,
    );
    // HTML attribute names are case-insensitive: React writes it as noValidate
    expect(html).toMatch(/<form [^>]*novalidate/i);
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toContain(`id="${id}-hint"`);
    expect(html).not.toContain('aria-invalid');
  });

  it('shows a form error as a destructive alert', () => {
    render(
      <TestForm formError="An error occurred when submitting this form">
        <TextField name="name" label="First Name" />
      </TestForm>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'An error occurred when submitting this form',
    );
  });

  it('lists errors in the order of the fields, not of the schema', async () => {
    const schema = z.object({
      postcode: z.string().regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.'),
      name: z.string().min(1, 'First Name is required.'),
    });
    const onSubmit = vi.fn();
    render(
      <TestForm schema={schema} onSubmit={onSubmit}>
        <TextField name="name" label="First Name" />
        <PostcodeField />
      </TestForm>,
    );
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Enquiry' }));
    });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First Name is required.',
      'Invalid postcode. Please enter a 4-digit number.',
    ]);
    const input = screen.getByLabelText('First Name');
    expect(links[0]!.getAttribute('href')).toBe(`#${input.id}`);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary'),
    );
  });

  it('keeps what the shopper typed before the page hydrated, and submits it', async () => {
    const onSubmit = vi.fn();
    const page = (
      <TestForm onSubmit={onSubmit}>
        <TextField name="name" label="First Name" />
        <PostcodeField name="postcode" label="Postcode" />
      </TestForm>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // typed into the server's page, before its script ran
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Olivia';
    const root = await act(async () => hydrateRoot(container, page));
    await waitFor(() =>
      expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Olivia'),
    );
    // the field the shopper left alone keeps its default
    expect(container.querySelector<HTMLInputElement>('input[name="postcode"]')!.value).toBe('');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Olivia', postcode: '' });
    act(() => root.unmount());
    container.remove();
  });

  it('gives fields outside a Form ids of their own', () => {
    function Bare() {
      const form = useForm();
      return (
        <form>
          {/* a FormProvider without the kit's Form: the fields still work */}
          <FormProviderOnly form={form}>
            <TextField name="name" label="First Name" />
            <TextField name="name" label="First Name again" />
          </FormProviderOnly>
        </form>
      );
    }
    render(<Bare />);
    const [first, second] = screen.getAllByRole('textbox');
    expect(first!.id).not.toBe(second!.id);
  });
});

describe('DealershipSelect', () => {
  it('renders nothing when there is no dealership to choose', () => {
    render(
      <TestForm>
        <DealershipSelect options={[]} />
      </TestForm>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('SelectField', () => {
  const dealerships = [
    { value: 'midland', label: 'Midland' },
    { value: 'morley', label: 'Morley' },
  ];
  const schema = z.object({ dealership: z.string({ error: 'Please choose a dealership.' }) });

  it('is a trigger wired to the form before its select loads: label, error, focus on error', async () => {
    render(
      <TestForm schema={schema as unknown as z.ZodType<FieldValues, FieldValues>}>
        <SelectField
          name="dealership"
          label="Dealership"
          options={dealerships}
          placeholder="Select a dealership"
          required
        />
      </TestForm>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Dealership' });
    expect(trigger.textContent).toBe('Select a dealership');
    expect(trigger.getAttribute('aria-required')).toBe('true');
    // no list and no Radix Select in the page until it is pressed
    expect(trigger.getAttribute('aria-controls')).toBeNull();
    fireEvent.submit(trigger.closest('form')!);
    await waitFor(() => expect(trigger.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(trigger.getAttribute('aria-describedby')!);
    expect(error?.textContent).toContain('Please choose a dealership.');
  });

  it('opens the select on a press, and the choice is the form’s value', async () => {
    const onSubmit = vi.fn();
    render(
      <TestForm onSubmit={onSubmit}>
        <SelectField
          name="dealership"
          label="Dealership"
          options={dealerships}
          placeholder="Select a dealership"
        />
      </TestForm>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Dealership' }));
    const option = await screen.findByRole('option', { name: 'Morley' });
    fireEvent.click(option);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Dealership' }).textContent).toBe('Morley'),
    );
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ dealership: 'morley' });
  });
});

function FormProviderOnly({ form, children }: { form: UseFormReturn; children: ReactNode }) {
  return <FormProvider {...form}>{children}</FormProvider>;
}
