import { AuthMessages } from '@adsmith/domain/auth/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildUser, jsonResponse, stubFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import { AuthForm } from './auth-form';

function renderForm() {
  const onAuthenticated = vi.fn();
  const rendered = renderWithProviders(<AuthForm onAuthenticated={onAuthenticated} />);
  return { ...rendered, onAuthenticated };
}

async function submit(
  user: ReturnType<typeof renderForm>['user'],
  { email = 'owner@example.com', password = 'a-long-password' } = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /^(Sign in|Create account)$/ }));
}

describe('AuthForm validation', () => {
  it('rejects an invalid email before calling the server', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, {}));
    const { user } = renderForm();

    await submit(user, { email: 'not-an-email' });

    expect(await screen.findByText(AuthMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a password shorter than 5 characters', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, {}));
    const { user } = renderForm();

    await submit(user, { password: 'abcd' });

    expect(await screen.findByText(AuthMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.queryByText(AuthMessages.invalidEmail)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a password of exactly 5 characters', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, { token: 't', user: buildUser() }));
    const { user, onAuthenticated } = renderForm();

    await submit(user, { password: 'abcde' });

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(AuthMessages.passwordTooShort)).not.toBeInTheDocument();
  });
});

describe('AuthForm labels', () => {
  it('has exactly one control labelled like the password field', () => {
    renderForm();

    // Browser tests look fields up by a loose, case-insensitive label match.
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
    expect(screen.getAllByLabelText(/email/i)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show or hide characters' })).toBeInTheDocument();
  });
});

describe('AuthForm submit', () => {
  it('signs in with Enter and hands over the session', async () => {
    const session = { token: 'jwt-token', user: buildUser({ email: 'owner@example.com' }) };
    const { requests } = stubFetch(() => jsonResponse(200, session));
    const { user, onAuthenticated } = renderForm();

    await user.type(screen.getByLabelText('Email'), '  Owner@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'a-long-password{Enter}');

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(session));
    expect(requests[0]?.url).toBe('/api/auth/login');
    // The same normalisation the server applies, so the address typed with stray spaces still signs in.
    expect(requests[0]?.body).toEqual({ email: 'owner@example.com', password: 'a-long-password' });
  });

  it.each([
    ['401', 401, { detail: 'Invalid credentials' }, AuthMessages.invalidCredentials],
    ['429', 429, { detail: 'Rate limited' }, AuthMessages.tooManyAttempts],
    ['400 with a detail', 400, { detail: 'email: Invalid email' }, 'email: Invalid email'],
    ['500 without a detail', 500, {}, AuthMessages.authFailed],
    ['409 on sign in (not a registration)', 409, { detail: 'Conflict here' }, 'Conflict here'],
  ])('shows the SPEC message for %s', async (_name, status, body, message) => {
    stubFetch(() => jsonResponse(status, body));
    const { user, onAuthenticated } = renderForm();

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('shows the fallback when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderForm();

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(AuthMessages.authFailed);
  });

  it('shows the loading state while the request is in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, onAuthenticated } = renderForm();

    await submit(user);

    const button = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(button).toBeDisabled();

    answer(jsonResponse(200, { token: 't', user: buildUser() }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(button).not.toHaveAttribute('data-loading');
  });
});

describe('AuthForm register mode', () => {
  it('switches between sign in and register', async () => {
    const { user } = renderForm();

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));

    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('registers through /api/auth/register', async () => {
    const session = { token: 'new-token', user: buildUser() };
    const { requests } = stubFetch(() => jsonResponse(201, session));
    const { user, onAuthenticated } = renderForm();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    await submit(user);

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(session));
    expect(requests.map((request) => request.url)).toEqual(['/api/auth/register']);
  });

  it('explains a 409 as an address that is already registered', async () => {
    stubFetch(() => jsonResponse(409, { detail: 'Email already registered' }));
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(AuthMessages.emailTaken);
  });

  it('clears the previous error when switching mode', async () => {
    stubFetch(() => jsonResponse(401, {}));
    const { user } = renderForm();

    await submit(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Forgot password', () => {
  it('only shows the SPEC alert', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, {}));
    // The test DOM has no window.alert of its own: the browser's is stood in for.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(alert).toHaveBeenCalledWith('Password reset functionality coming soon!');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
