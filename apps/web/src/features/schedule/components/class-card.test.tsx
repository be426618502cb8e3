import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { Class } from '@studio/contract/classes';
import {
  bookedClass,
  makeClass,
  zeroOneClass,
} from '../../../entities/class/testing/class-fixture.ts';
import { strayDigits } from '../../../shared/testing/stray-text.ts';
import { seatText, type SeatWords } from '../lib/seat-text.ts';
import type { CardLabels } from './card-labels.ts';
import { ClassCard } from './class-card.tsx';

const words: SeatWords = {
  free: (count) => (count === 1 ? '1 seat left' : `${count} seats left`),
  full: 'Full',
  waiting: (count) => `${count} on the waiting list`,
  waitingOpen: 'waiting list open',
  waitingFull: 'waiting list full',
};

const labels: CardLabels = {
  cancelled: 'Cancelled',
  started: 'Started',
  livestream: 'Livestream',
  seatLine: (cls) => seatText(cls, 'available_slash_total_seats', words),
  booked: (count) => (count > 1 ? `You are booked (${count} seats)` : 'You are booked'),
  waitingList: (number) => `On waiting list #${number}`,
  noClasses: 'No classes',
  today: 'Today',
};

function renderCard(cls: Class, showRoom = false) {
  const onOpen = vi.fn();
  render(
    <ClassCard
      cls={cls}
      labels={labels}
      showRoom={showRoom}
      onOpen={onOpen}
      onPrefetch={() => {}}
    />,
  );
  return { onOpen, card: screen.getByRole('button', { name: /Hatha/ }) };
}

describe('class card', () => {
  test('shows time, class type, subtitle, teacher and the free seats in words; opens on click', async () => {
    const { card, onOpen } = renderCard(makeClass({ id: 5 }));
    expect(card.textContent).toContain('07:00–08:15');
    expect(card.textContent).toContain('Morning flow');
    expect(card.textContent).toContain('Mia Holm');
    expect(card.textContent).toContain('8 seats left');
    expect(card.textContent).not.toContain('12/20');
    expect(card.textContent).not.toContain('Sal 1');
    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(5);
  });

  test('shows the room and branch when calendar_show_room is on', () => {
    expect(renderCard(makeClass(), true).card.textContent).toContain('Sal 1, Centrum');
  });

  test('a booking with several seats says so', () => {
    expect(renderCard(bookedClass(3)).card.textContent).toContain('You are booked (3 seats)');
  });

  test('a waiting-list place shows its number', () => {
    const cls = makeClass({
      user_is_signed_up_for_waiting_list: true,
      user_number_on_waiting_list: 2,
    });
    expect(renderCard(cls).card.textContent).toContain('On waiting list #2');
  });

  test('a cancelled class is disabled and labelled', () => {
    const { card } = renderCard(makeClass({ cancelled: true, capacity_text: '' }));
    expect(card.hasAttribute('disabled')).toBe(true);
    expect(card.className).toContain('is-cancelled');
    expect(card.textContent).toContain('Cancelled');
  });

  test('a started class is marked, with the darker bar class', () => {
    const { card } = renderCard(makeClass({ class_has_started: true, capacity_text: '' }));
    expect(card.className).toContain('is-started');
    expect(card.textContent).toContain('Started');
  });

  test('a full class says it is full and how many wait, for a visitor too', () => {
    const cls = makeClass({
      class_is_fully_booked: true,
      signup_count: 20,
      capacity_text: '20/20',
      waiting_list_text: '3 on waitlist',
      waiting_list_count: 3,
      waiting_list_max: 20,
    });
    const { card } = renderCard(cls);
    expect(card.className).toContain('is-full');
    expect(card.textContent).toContain('Full · 3 on the waiting list');
    expect(card.textContent).not.toContain('20/20');
  });

  test('a full class with an empty open list says the list is open; a closed list says only full', () => {
    const open = makeClass({ class_is_fully_booked: true, waiting_list_text: '0 on waitlist' });
    expect(renderCard(open).card.textContent).toContain('Full · waiting list open');
    document.body.innerHTML = '';
    const closed = makeClass({ class_is_fully_booked: true, waiting_list_text: '' });
    const text = renderCard(closed).card.textContent;
    expect(text).toContain('Full');
    expect(text).not.toContain('waiting list');
  });

  test('one seat left is singular; a studio warning text stays as the studio wrote it', () => {
    expect(renderCard(makeClass({ signup_count: 19 })).card.textContent).toContain('1 seat left');
    document.body.innerHTML = '';
    const warned = makeClass({ capacity_text: 'Few seats left' });
    render(
      <ClassCard
        cls={warned}
        labels={{
          ...labels,
          seatLine: (cls) => seatText(cls, 'warning_on_few_seats_left', words),
        }}
        showRoom={false}
        onOpen={() => {}}
        onPrefetch={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /Hatha/ }).textContent).toContain('Few seats left');
  });

  test('a provider’s 0/1 booleans show no stray digit and no false badge (CONTRACT §1.10)', () => {
    const { card } = renderCard(zeroOneClass({ capacity_text: '' }));
    expect(strayDigits(card)).toEqual([]);
    expect(card.hasAttribute('disabled')).toBe(false);
    expect(card.textContent).not.toContain('Cancelled');
    expect(card.textContent).toContain('You are booked');
  });
});
