/**
 * The key a person is known by: their email as typed, without surrounding spaces, in Unicode NFC,
 * lower case (docs/requirements.md#data-rights). "+tags" and dots are left alone: they may be
 * different people. The same function is in @school/common once the person key column lands; this
 * copy keeps data rights working until then.
 */
export const personKey = (email: string): string => email.trim().normalize('NFC').toLowerCase();
