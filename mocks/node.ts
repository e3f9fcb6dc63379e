import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The demo API for vitest (msw/node). */
export const server = setupServer(...handlers);
