import { expect, test } from 'vitest';
import { classIcs, icsFilename } from './class-ics.ts';

const cls = {
  id: 5,
  date: '2030-01-15',
  start_time: '18:30:00',
  end_time: '19:45:00',
  subtitle: 'Slow flow',
  classTypeName: 'Yin',
  location: 'Sal 1, Centrum',
  studioName: 'Studio Nord',
};

test('one VEVENT in UTC from the Copenhagen wall time (winter: UTC+1)', () => {
  const text = classIcs(cls, null);
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(text).toContain('DTSTART:20300115T173000Z');
  expect(text).toContain('DTEND:20300115T184500Z');
  expect(text).toContain('SUMMARY:Yin');
  expect(text).toContain('LOCATION:Sal 1\\, Centrum');
  expect(icsFilename(cls)).toBe('Yin 2030-01-15 18:30.ics');
});

test('the livestream variant carries the link and no room', () => {
  const text = classIcs(cls, 'https://studio.example/livestream/class/5/preloader').replace(
    /\r\n /g,
    '',
  );
  expect(text).toContain('SUMMARY:Yin (livestream)');
  expect(text).toContain('livestream/class/5/preloader');
  expect(text).not.toContain('LOCATION');
});
