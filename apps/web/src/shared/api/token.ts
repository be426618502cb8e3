/**
 * The stored access token (seed 000 §4 login): localStorage when "remember me" is on, otherwise
 * sessionStorage. Clearing removes it from both.
 */
const KEY = 'accessToken';

export function readToken(): string | null {
  return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
}

export function storeToken(token: string, remember: boolean): void {
  clearToken();
  (remember ? localStorage : sessionStorage).setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(KEY);
}
