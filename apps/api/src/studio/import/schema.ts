/**
 * The studio file (`npm run studio -- import studio.json`, README.md beside this file): one JSON
 * document describing a client (studio) with its settings, theme, logo, branches and rooms,
 * teachers, class types, products and a weekly schedule. Every message names what was expected;
 * the path of the field is added by `formatIssues` (validate.ts).
 */
import * as z from 'zod';
import { priceGroupIdsSetting, settingDefaults } from '@studio/contract/client';
import { serverSettingDefaults } from '@studio/contract/server-settings';
import { secretSettingDefaults } from '../clients/public.ts';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1a2b3c');
const text = z.string().trim().min(1, 'expected a non-empty text');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time like 07:30');
/** A file path (relative to the studio file) or a `file://` URL of an image on disk. */
const imageRef = z.string().min(1, 'expected a file path or file:// URL of an image');
const money = z.number().min(0, 'expected an amount in kroner, 0 or more');

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Settings the file may not set directly: the theme has its own section, two are derived. */
const notSettings: Record<string, string> = {
  website: 'set "website" at the top of the file',
  extended_video_enabled: 'not a studio file setting',
};
const isThemeKey = (key: string) => key === 'theme' || key.startsWith('theme_');
const known: Record<string, unknown> = {
  ...settingDefaults,
  ...serverSettingDefaults,
  // Stored like the others, never sent (clients/secret-settings.ts).
  ...secretSettingDefaults,
};
const typeName = (value: unknown) =>
  value === null
    ? 'text'
    : Array.isArray(value)
      ? 'list'
      : typeof value === 'string'
        ? 'text'
        : typeof value;

/** Each setting key must be a contract setting with a value of its default's type. */
const settings = z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
  for (const [key, value] of Object.entries(values)) {
    const path = [key];
    if (isThemeKey(key)) {
      ctx.addIssue({ code: 'custom', path, message: 'set the theme in the "theme" section' });
    } else if (key in notSettings || !(key in known)) {
      ctx.addIssue({ code: 'custom', path, message: notSettings[key] ?? 'unknown setting' });
    } else {
      const expected = typeName(known[key]);
      const nullable = known[key] === null && value === null;
      if (!nullable && typeName(value) !== expected)
        ctx.addIssue({ code: 'custom', path, message: `expected a ${expected}` });
    }
  }
  const giftCardGroups = values.gift_card_show_in_price_groups;
  if (giftCardGroups !== undefined && priceGroupIdsSetting(giftCardGroups) === null)
    ctx.addIssue({
      code: 'custom',
      path: ['gift_card_show_in_price_groups'],
      message: 'expected a JSON list of price group ids as text, like "[1,2]"',
    });
  if ('locale' in values && !['da', 'en', 'nb'].includes(values.locale as string))
    ctx.addIssue({ code: 'custom', path: ['locale'], message: 'expected "da", "en" or "nb"' });
  const layout = values.calendar_layout_type;
  if (layout !== undefined && layout !== 'list' && layout !== 'timetable')
    ctx.addIssue({
      code: 'custom',
      path: ['calendar_layout_type'],
      message: 'expected "list" or "timetable"',
    });
});

const theme = z.strictObject({
  primary_color: colour.optional(),
  background_color: colour.optional(),
  /** Seed 000 §2 theme: `minimalistic` (default) or `framed`. */
  framed: z.boolean().optional(),
  font: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('google_web_font'), family: text }),
      z.strictObject({
        type: z.literal('custom'),
        family: text,
        stylesheet_url: z.url({ message: 'expected the URL of a stylesheet' }),
      }),
    ])
    .optional(),
});

const classEntry = z.strictObject({
  weekday: z.enum(weekdays, { message: `expected one of ${weekdays.join(', ')}` }),
  start_time: time,
  duration_minutes: z.int().min(5, 'expected minutes, 5 or more').max(720),
  class_type: text,
  /** A teacher's e-mail from `teachers`. */
  teacher: text.optional(),
  /** A room's name from `branches[].rooms`. */
  room: text.optional(),
  seats: z.int().min(0, 'expected a number of seats, 0 or more'),
});

export const StudioFile = z
  .strictObject({
    /** Stable key of the studio (letters, digits, dashes): re-importing updates that studio. */
    key: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a key like "studio-nord"'),
    name: text,
    address_1: z.string().optional(),
    zip_code: z.string().optional(),
    city: z.string().optional(),
    country: z.string().length(2, 'expected a country code like DK').optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
    website: z.string().optional(),
    terms: z.string().optional(),
    /** Host names the studio answers on (CONTRACT §1.2). */
    domains: z.array(z.string()).optional(),
    logo: imageRef.optional(),
    theme: theme.optional(),
    settings: settings.optional(),
    branches: z.array(z.strictObject({ name: text, rooms: z.array(text).default([]) })).default([]),
    teachers: z
      .array(
        z.strictObject({
          first_name: text,
          last_name: z.string().default(''),
          email: z.email({ message: 'expected an e-mail address' }),
          description: z.string().optional(),
          image: imageRef.optional(),
        }),
      )
      .default([]),
    class_types: z
      .array(
        z.strictObject({
          name: text,
          color: colour,
          description: z.string().optional(),
          image: imageRef.optional(),
        }),
      )
      .default([]),
    products: z
      .array(z.strictObject({ name: text, description: z.string().optional(), price: money }))
      .default([]),
    schedule: z
      .strictObject({
        /** How many weeks of classes exist ahead after an import (rolling: re-import to extend). */
        weeks: z.int().min(1, 'expected 1 week or more').max(26, 'expected 26 weeks at most'),
        /** `today` (default), or `monday`: from the Monday of this ISO week (the demo's week). */
        from: z.enum(['today', 'monday']).default('today'),
        classes: z.array(classEntry),
      })
      .optional(),
  })
  .superRefine((file, ctx) => {
    unique(
      ctx,
      file.branches.map((b) => b.name),
      'branches',
      'branch',
    );
    const rooms = file.branches.flatMap((b) => b.rooms);
    unique(ctx, rooms, 'branches', 'room');
    unique(
      ctx,
      file.teachers.map((t) => t.email.toLowerCase()),
      'teachers',
      'teacher e-mail',
    );
    unique(
      ctx,
      file.class_types.map((t) => t.name),
      'class_types',
      'class type',
    );
    unique(
      ctx,
      file.products.map((p) => p.name),
      'products',
      'product',
    );
    const types = new Set(file.class_types.map((t) => t.name));
    const teachers = new Set(file.teachers.map((t) => t.email.toLowerCase()));
    file.schedule?.classes.forEach((entry, i) => {
      const path = (field: string) => ['schedule', 'classes', i, field];
      if (!types.has(entry.class_type))
        ctx.addIssue({ code: 'custom', path: path('class_type'), message: 'unknown class type' });
      if (entry.teacher && !teachers.has(entry.teacher.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: path('teacher'), message: 'unknown teacher e-mail' });
      if (entry.room && !rooms.includes(entry.room))
        ctx.addIssue({ code: 'custom', path: path('room'), message: 'unknown room' });
    });
  });
export type StudioFile = z.infer<typeof StudioFile>;

function unique(ctx: z.RefinementCtx, names: string[], list: string, what: string) {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name))
      ctx.addIssue({ code: 'custom', path: [list], message: `${what} "${name}" appears twice` });
    seen.add(name);
  }
}
