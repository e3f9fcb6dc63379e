import type { Profile } from '../profile/types';

/** Entity types of the account domain (spec section 3). Signing in and up: login, registration, codes, password reset. */

export interface RegistrationPayload {
  name: string;
  email: string;
  password: string;
  confirm_password: string;
  /** '+20' until a country is picked, then the country's two-letter key (e.g. 'SA'). */
  phone_key: string;
  phone: string;
}

export interface CountryEntry {
  /** Name with the dial code in brackets. */
  name: string;
  phone_code: string;
  /** Two-letter key */
  key: string;
}

export interface LoginResult {
  token: string;
  user: Profile;
  message: string;
}
