/**
 * The message catalogue: every sentence the server sends and the client shows that is not
 * plain UI chrome. Keys are stable; the English text is the spec's wording. Placeholders use
 * the i18next syntax ({{name}}) so the web app can feed this object to i18next as it is.
 */
export const messages = {
  serverError: 'An error has occured. Please contact IT Support.',
  networkError: 'Network error',
  loginServerError: 'Server error',
  tokenExpired: 'Token has expired',
  unauthorized: 'Unauthorized',
  noAdminAccess: "User don't have admin access right!",
  notFound: 'Not found',
  malformedJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  payloadTooLarge: 'The request is too large',
  tooManyRequests: 'Too many requests. Please try again later.',
  invalidRequest: 'The request is not valid',

  fieldRequired: '{{field}} is required!',
  fieldMustBeText: '{{field}} must be text',
  fieldTooLong: '{{field}} must be at most {{max}} characters',
  fieldTooShort: '{{field}} must be at least {{min}} characters',
  fieldMustBeWholeNumber: '{{field}} must be a whole number',
  fieldMustBeBoolean: '{{field}} must be true or false',
  fieldOutOfRange: '{{field}} must be between {{min}} and {{max}}',
  fieldInvalidChoice: '{{field}} is not a valid choice',
  fieldInvalidDate: '{{field}} must be a date (YYYY-MM-DD)',
  fieldInvalidEmail: '{{field}} must be an email address',
  fieldDigitsOnly: '{{field}} may contain digits only',
  fieldUnknown: 'Unknown field {{field}}',
  fieldInvalidCharacters: '{{field}} contains characters that are not allowed',

  usernameRequired: 'Username is required!',
  firstNameRequired: 'First Name is required!',
  lastNameRequired: 'Last Name is required!',
  passwordRequired: 'Password is required!',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordMismatch: 'Password did not match!',
  tenantNameRequired: 'Tenant Name is required!',
  returnAmountRequired: 'Return Amount is required!',
  usernameFormat: 'Username may contain letters, digits, dot, dash and underscore only',

  invalidCredentials: 'Invalid username or password',
  userIsDisabled: 'This user is disabled. Please contact your administrator.',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please try again in {{minutes}} minutes.',
  userNotFound: 'User not found',
  usernameTaken: 'Username {{username}} is already taken',
  lastAdminCannotBeDisabled: 'The last active administrator cannot be disabled',
  lastAdminCannotBeDemoted: 'The last active administrator must keep the admin access right',
  cannotDisableSelf: 'You cannot disable your own user',
  staleStatus: 'This record was changed by someone else. Reload and try again.',

  tenantNotFound: 'Tenant not found',
  tenantPhotoNotFound: 'Photo not found',
  tenantPhotoNotFile: 'Photo must be sent as a file',
  tenantPhotoType: 'Photo must be a JPG, PNG or GIF image',
  tenantPhotoUnreadable: 'Photo could not be read as an image',
  tenantPhotoTooLarge: 'Photo must be at most 5 MB',
  tenantDateOfBirthFuture: 'Date of Birth cannot be in the future',
  multipartRequired: 'Send this call as multipart/form-data',
  multipartInvalid: 'The upload is not valid multipart/form-data',
  multipartUnknownFile: 'Unexpected file {{field}}: only one photo (photoID) may be sent',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills the {{placeholders}} of a catalogue message (the server's side of i18next). */
export function formatMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
