/**
 * Renders the book-appointment popup as the profile hosts it, for a customer (42) or a visitor,
 * with the app's memory router (shared/testing/render-with-app): once it closes, the page says
 * "Popup closed". Helpers pick a day, a time and go on, as a customer would.
 */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocalAppointmentSlot } from '../../../entities/commerce/lib/local-cart-item.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { BookAppointment } from '../components/book-appointment-dialog.tsx';
import { closedText } from './appointment-fixtures.ts';

function Host({ loggedIn, initial }: { loggedIn: boolean; initial?: LocalAppointmentSlot }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>{closedText}</p>;
  return (
    <BookAppointment
      userId={loggedIn ? 42 : undefined}
      initial={initial}
      onClose={() => setOpen(false)}
    />
  );
}

export function renderPopup({
  loggedIn = true,
  initial,
}: { loggedIn?: boolean; initial?: LocalAppointmentSlot } = {}) {
  return renderWithApp(<Host loggedIn={loggedIn} initial={initial} />, {
    loggedIn,
    route: '/my-profile',
  });
}

/** The popup while it shows its first view. */
export const popup = () => screen.findByRole('dialog', { name: 'Book an appointment' });

/** Presses day `day` of November 2026 in the calendar. */
export async function pickDay(day: number) {
  const grid = await screen.findByRole('grid');
  await userEvent.click(
    within(grid).getByRole('button', { name: new RegExp(`\\b${day} November`) }),
  );
}

/** The times offered for the chosen day, as shown. */
export const offeredTimes = () =>
  screen.queryAllByRole('radio').map((radio) => radio.getAttribute('value'));

/** Today (25th) at 13:00, Continue: the confirm step. */
export async function chooseSlotAndContinue() {
  await popup();
  await pickDay(25);
  await userEvent.click(await screen.findByRole('radio', { name: '13:00' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'You are about to book' });
}
