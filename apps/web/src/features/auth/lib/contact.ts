// The contact details typed into the account forms, checked as the server checks them.
/** A national mobile number as the server accepts it: 5–15 digits (contracts' mobileNum). */
export function isValidMobile(value: string): boolean {
  return /^\d{5,15}$/.test(value);
}

/** An e-mail address in the plain shape the server checks: something@domain.tld, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
}
