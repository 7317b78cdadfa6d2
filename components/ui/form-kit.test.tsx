/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { ApiError } from '@/lib/api/errors';
import { addressInput, type AddressForm } from '@/lib/validations/address';
import { loginSchema } from '@/lib/validations/auth';
import en from '@/messages/en.json';
import { WithTestMessages } from '@/test/messages';
import { useT } from '@/components/i18n/messages-provider';
import { EmailField, PasswordField, serverOutcome, StatusLine, TextField, useSchemaForm, type Outcome } from './form-kit';

/** An address form as the shop builds it: `#phone` comes from the schema itself, not the error map. */
function PhoneForm({ reply }: { reply?: () => Promise<void> }) {
  const errorsT = useT('Errors');
  const form = useSchemaForm(addressInput, { recipient: 'Ada', country: 'DE', city: 'Berlin', line1: 'Hauptstr. 1', postalCode: '10115', isDefault: false });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const errors = form.formState.errors as FieldErrors<AddressForm>;
  const onSubmit = form.handleSubmit(async () => {
    try {
      await reply?.();
    } catch (error) {
      setOutcome(serverOutcome(form, error, errorsT));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Phone" registration={form.register('phone')} error={errors.phone?.message} />
      <TextField label="City" registration={form.register('city')} error={errors.city?.message} />
      <StatusLine outcome={outcome} />
      <button type="submit">Save</button>
    </form>
  );
}

function LoginLike() {
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <TextField label="Email" registration={form.register('email')} error={form.formState.errors.email?.message} />
      <button type="submit">Go</button>
    </form>
  );
}

/** Fields bound by name: the parent never reads the errors itself. */
function BoundLogin() {
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <EmailField form={form} name="email" label="Email" autoComplete="username" />
      <PasswordField form={form} name="password" label="Password" />
      <button type="submit">Go</button>
    </form>
  );
}

describe('form kit', () => {
  it('bound fields show their own messages and carry the right input types', async () => {
    render(
      <WithTestMessages namespaces={['Errors']}>
        <BoundLogin />
      </WithTestMessages>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    fireEvent.input(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent(en.Errors.fieldEmail);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a schema's own #key message in the reader's language, tied to the field", async () => {
    render(
      <WithTestMessages namespaces={['Shop', 'Errors']}>
        <PhoneForm />
      </WithTestMessages>,
    );
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('Phone');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    const message = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(message).toHaveTextContent(en.Shop.validation.phone);
  });

  it('maps zod issues without a message of their own to Errors (an email that is not one)', async () => {
    render(
      <WithTestMessages namespaces={['Errors']}>
        <LoginLike />
      </WithTestMessages>,
    );
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(en.Errors.fieldEmail)).toBeInTheDocument();
  });

  it("puts the server's field messages on the fields and its message in the status line", async () => {
    const refused = new ApiError(422, 'validation_failed', 'Please correct the marked fields.', { city: 'We do not deliver there.' });
    render(
      <WithTestMessages namespaces={['Shop', 'Errors']}>
        <PhoneForm reply={() => Promise.reject(refused)} />
      </WithTestMessages>,
    );
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '+49 30 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('We do not deliver there.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getByLabelText('City')).toHaveFocus();
  });

  it('says the network failed when no answer came', async () => {
    render(
      <WithTestMessages namespaces={['Shop', 'Errors']}>
        <PhoneForm reply={() => Promise.reject(new ApiError(0, 'network', '', {}))} />
      </WithTestMessages>,
    );
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '+49 30 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en.Errors.network));
  });
});
