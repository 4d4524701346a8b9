export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE_TEXT = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`,
  numeric: 'This password is entirely numeric.',
  common: 'This password is too common.',
  similar: 'The password is too similar to the email address.',
} as const;

const COMMON = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'dragon12',
  'master12',
  'monkey12',
  'shadow12',
  'michael1',
  'jennifer',
  'computer',
  'realestate',
  'realtor1',
  'changeme',
  'aaaaaaaa',
  '11111111',
  '00000000',
  'asdfghjk',
  'zxcvbnm1',
]);

/** Returns every rule the password breaks, as the messages to show; empty when it is acceptable. */
export function passwordProblems(password: string, email = ''): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_RULE_TEXT.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_RULE_TEXT.tooLong);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_RULE_TEXT.numeric);
  if (COMMON.has(password.toLowerCase())) problems.push(PASSWORD_RULE_TEXT.common);
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local)) problems.push(PASSWORD_RULE_TEXT.similar);
  return problems;
}
