/** Auth messages of SPEC §5 and §8, word for word. */
export const AuthMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 5 characters',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailTaken: 'This email is already registered. Try signing in instead.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  authFailed: 'Authentication failed. Please try again.',
  forgotPassword: 'Password reset functionality coming soon!',
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordBlank: 'Password cannot be only spaces',
} as const;
