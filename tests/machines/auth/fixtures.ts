// The values the auth tests type: the sister product's name and a valid form of each sign-up kind.
// Kept apart from the harness so a test can use them without loading the machine at import time.

export const SISTER = 'Atlas Network';

export const validIndividual = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
} as const;

export const validAdmin = {
  firstName: 'Frank',
  lastName: 'Lloyd',
  firmName: 'Lloyd & Partners',
  workEmail: 'frank@lloyd.example',
  confirmWorkEmail: 'frank@lloyd.example',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
} as const;
