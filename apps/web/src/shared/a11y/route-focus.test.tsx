import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusMainContent } from './focus-heading.ts';
import { watchRoute } from './route-focus.ts';
import { useEffect } from 'react';

function Page({ path, heading }: { path: string; heading: string }) {
  const first = path === '/';
  useEffect(() => watchRoute('Studio Nord', !first), [first]);
  return (
    <main>
      <h1>{heading}</h1>
      <button type="button">Other</button>
    </main>
  );
}

describe('route focus and title', () => {
  it('titles the page but leaves focus alone on the first load', async () => {
    render(<Page path="/" heading="Skema" />);
    await waitFor(() => expect(document.title).toBe('Skema · Studio Nord'));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new heading after a route change', async () => {
    const { rerender } = render(<Page path="/" heading="Skema" />);
    rerender(<Page path="/login" heading="Log ind" />);
    const heading = screen.getByRole('heading', { name: 'Log ind' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
    expect(document.title).toBe('Log ind · Studio Nord');
  });

  it('keeps focus where it is when only the heading text changes', async () => {
    const { rerender } = render(<Page path="/" heading="Skema" />);
    screen.getByRole('button', { name: 'Other' }).focus();
    rerender(<Page path="/" heading="Schedule" />);
    await waitFor(() => expect(document.title).toBe('Schedule · Studio Nord'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Other' }));
  });

  it('skips to the first class card that has not started, past ended and cancelled ones', () => {
    render(
      <main>
        <h1>Skema</h1>
        <button type="button" className="class-card is-started">
          Monday yoga
        </button>
        <button type="button" className="class-card is-cancelled" disabled>
          Tuesday pilates
        </button>
        <button type="button" className="class-card">
          Wednesday yoga
        </button>
      </main>,
    );
    expect(focusMainContent()).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wednesday yoga' }));
  });

  it('skips to the first card when every class of the week has started', () => {
    render(
      <main>
        <h1>Skema</h1>
        <button type="button" className="class-card is-started">
          Sunday yoga
        </button>
      </main>,
    );
    expect(focusMainContent()).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sunday yoga' }));
  });
});

describe('skip link', () => {
  it('comes first in the page and takes focus to the main heading', async () => {
    const { installSkipLink } = await import('./skip-link.ts');
    render(
      <main>
        <h1>Skema</h1>
      </main>,
    );
    installSkipLink();
    installSkipLink();
    const links = document.querySelectorAll('.skip-link');
    expect(links).toHaveLength(1);
    expect(document.body.firstElementChild).toBe(links[0]);
    (links[0] as HTMLAnchorElement).click();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Skema' }));
  });
});
