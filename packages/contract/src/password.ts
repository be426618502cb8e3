/** The password rule (seed 000 §5): at least 6 characters, one upper-case, one lower-case, one digit. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 6 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)
  );
}
