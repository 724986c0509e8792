import { AuthMessages } from '@adsmith/domain/auth/messages';
import { credentialsSchema, type AuthResponse, type Credentials } from '@adsmith/domain/auth/schemas';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { getAuthErrorMessage, type AuthMode } from '../utils/auth-error-message';

type AuthFormProps = {
  /** Called with the new session once the server accepted the credentials. */
  onAuthenticated: (session: AuthResponse) => void;
};

const copy = {
  signIn: {
    title: 'Sign in to Adsmith',
    submit: 'Sign in',
    switchTo: "Don't have an account? Register",
    passwordAutocomplete: 'current-password',
  },
  register: {
    title: 'Create your Adsmith account',
    submit: 'Create account',
    switchTo: 'Already have an account? Sign in',
    passwordAutocomplete: 'new-password',
  },
} as const;

/** Sign in / register (SPEC §2 screen 1, §5 validation, §8 messages). */
export function AuthForm({ onAuthenticated }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const mutation = mode === 'signIn' ? loginMutation : registerMutation;

  // The same schema the server validates with, so both sides agree on what a valid address is.
  const form = useForm<Credentials>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(credentialsSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setSubmitError(null);
    const credentials = credentialsSchema.parse(values);
    try {
      const session = await mutation.mutateAsync(credentials);
      onAuthenticated(session);
    } catch (error) {
      setSubmitError(getAuthErrorMessage(error, mode));
    }
  });

  const switchMode = (): void => {
    setMode((current) => (current === 'signIn' ? 'register' : 'signIn'));
    setSubmitError(null);
    form.clearErrors();
  };

  const text = copy[mode];
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {text.title}
          </Title>
          {submitError ? (
            <Alert color="red" variant="light">
              {submitError}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete={text.passwordAutocomplete}
            // Mantine's default label ("Toggle password visibility") also matches a lookup of the field by its
            // label "Password", which makes "the password field" ambiguous for assistive tech and browser tests.
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
            required
            withAsterisk={false}
            {...form.getInputProps('password')}
          />
          {mode === 'signIn' ? (
            <Group justify="flex-end">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => window.alert(AuthMessages.forgotPassword)}
              >
                Forgot password?
              </Anchor>
            </Group>
          ) : null}
          <Button type="submit" fullWidth loading={mutation.isPending}>
            {text.submit}
          </Button>
          <Text ta="center" size="sm">
            {/* Switching mid-request would map the reply with the wrong mode's messages. */}
            <Anchor component="button" type="button" onClick={switchMode} disabled={mutation.isPending}>
              {text.switchTo}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
