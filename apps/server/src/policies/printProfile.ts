import { ANYONE, definePolicy } from './authorize.ts';

/** The print profile: everyone logged in reads it (it is configuration, not changed by the API). */
export const printProfilePolicy = definePolicy('print_profile', { read: ANYONE });
