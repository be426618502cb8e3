/**
 * Makes `window.localStorage` and `window.sessionStorage` throw a `SecurityError` on read, as
 * Chromium does in a third-party frame when third-party storage is denied (issue 13).
 * @returns a function that gives the browser's storage back.
 */
export function denyStorage(): () => void {
  const areas = ['localStorage', 'sessionStorage'] as const;
  const saved = areas.map((area) => [area, Object.getOwnPropertyDescriptor(window, area)] as const);
  for (const area of areas) {
    Object.defineProperty(window, area, {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  }
  return () => {
    for (const [area, descriptor] of saved) {
      if (descriptor) Object.defineProperty(window, area, descriptor);
      else delete (window as unknown as Record<string, unknown>)[area];
    }
  };
}
