/**
 * The phone rule (libphonenumber-js and its metadata), on its own so the forms load it with import()
 * when they check a number, never with the page: the home page's first load stays as it was.
 */
export { normalisePhone } from '@school/common';
