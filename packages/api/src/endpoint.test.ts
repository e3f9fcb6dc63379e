import { describe, expect, it } from 'vitest';
import { apiRoot, authorization, callHeaders } from './endpoint';

describe('call addresses and headers (the client and the boot script)', () => {
  it('puts calls under /api/v1 of the API base, or of the page without one', () => {
    expect(apiRoot('https://api.example.com/', 'http://127.0.0.1:4173')).toBe('https://api.example.com/api/v1');
    expect(apiRoot('', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/api/v1');
  });

  it('sends the token as a bearer; an empty bearer only for a call that goes with one anyway', () => {
    expect(authorization('abc')).toBe('Bearer abc');
    expect(authorization(null)).toBeUndefined();
    expect(authorization(null, true)).toBe('Bearer ');
  });

  it('sends the language, Accept, the bearer and GET /info’s password header', () => {
    expect(callHeaders({ lang: 'ar', token: null })).toEqual({ lang: 'ar', Accept: 'application/json' });
    expect(callHeaders({ lang: 'en', token: 't', infoPassword: { header: 'X-Info', value: 's' } })).toEqual({
      lang: 'en',
      Accept: 'application/json',
      Authorization: 'Bearer t',
      'X-Info': 's',
    });
  });
});
