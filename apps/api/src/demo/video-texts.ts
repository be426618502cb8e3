/**
 * The demo studios' video library in words (insert-videos.ts): categories, filters, tags, groups
 * and videos in the studio's language (da, else en). Indexes point into the lists here.
 */
import type { GeneratedLook } from '../platform/video/builtin.ts';

export interface DemoVideo {
  key: string;
  name: string;
  description: string;
  look: GeneratedLook;
  seconds: number;
  toneHz: number;
  /** Index into `categories`. */
  category: number;
  /** [filter index, value index] pairs into `filters`. */
  values: Array<[number, number]>;
  tags: number[];
  /** Index into the studio's teachers (file order). */
  teacher: number;
  /** Indexes of other videos. */
  related: number[];
  /** Index into `groups`. */
  group: number;
  hidden?: boolean;
  captions?: boolean;
}

export interface DemoLibrary {
  categories: Array<{ name: string; icon: string }>;
  /** `teachers`: the teachers filter (values are the video teachers). */
  filters: Array<{ name: string; type: 'custom' | 'teachers'; values: string[]; more?: boolean }>;
  tags: string[];
  /** `access`: who may watch: everybody, holders of the first class pass type, of the second membership type. */
  groups: Array<{ name: string; access: 'public' | 'class_pass' | 'membership' }>;
  videos: DemoVideo[];
  /** WebVTT captions of the video with `captions`, by language. */
  captions: Record<'da' | 'en', string>;
}

const LEVEL = 0;
const DURATION = 1;
const STYLE = 2;

/** The video structure shared by both languages; only words differ. */
const shape = [
  {
    key: 'morning-flow',
    look: 'testsrc2',
    seconds: 16,
    toneHz: 330,
    category: 0,
    values: [
      [LEVEL, 0],
      [DURATION, 0],
      [STYLE, 1],
    ],
    tags: [3, 1],
    teacher: 0,
    related: [1, 4],
    group: 1,
  },
  {
    key: 'strength-balance',
    look: 'mandelbrot',
    seconds: 16,
    toneHz: 392,
    category: 0,
    values: [
      [LEVEL, 1],
      [DURATION, 1],
      [STYLE, 1],
    ],
    tags: [4],
    teacher: 1,
    related: [0, 5],
    group: 1,
  },
  {
    key: 'yin-hips',
    look: 'life',
    seconds: 16,
    toneHz: 262,
    category: 0,
    values: [
      [LEVEL, 0],
      [DURATION, 2],
      [STYLE, 2],
    ],
    tags: [0, 5],
    teacher: 0,
    related: [4],
    group: 1,
    captions: true,
  },
  {
    key: 'breath-calm',
    look: 'smptehdbars',
    seconds: 12,
    toneHz: 220,
    category: 1,
    values: [
      [LEVEL, 0],
      [DURATION, 0],
    ],
    tags: [1, 5],
    teacher: 1,
    related: [2],
    group: 0,
  },
  {
    key: 'back-focus',
    look: 'cellauto',
    seconds: 16,
    toneHz: 294,
    category: 0,
    values: [
      [LEVEL, 1],
      [DURATION, 1],
      [STYLE, 0],
    ],
    tags: [2],
    teacher: 0,
    related: [2, 0],
    group: 2,
  },
  {
    key: 'advanced-flow',
    look: 'mandelbrot',
    seconds: 20,
    toneHz: 440,
    category: 0,
    values: [
      [LEVEL, 2],
      [DURATION, 2],
      [STYLE, 1],
    ],
    tags: [4, 3],
    teacher: 1,
    related: [1],
    group: 2,
  },
  {
    key: 'everyday-talk',
    look: 'testsrc2',
    seconds: 12,
    toneHz: 196,
    category: 1,
    values: [
      [LEVEL, 0],
      [DURATION, 0],
    ],
    tags: [1],
    teacher: 0,
    related: [3],
    group: 1,
  },
  {
    key: 'welcome',
    look: 'smptehdbars',
    seconds: 12,
    toneHz: 523,
    category: 1,
    values: [],
    tags: [],
    teacher: 1,
    related: [],
    group: 2,
    hidden: true,
  },
] as const;

const words = {
  da: {
    categories: ['Yoga', 'Talk'],
    filters: [
      { name: 'Niveau', values: ['Begynder', 'Øvet', 'Erfaren'] },
      { name: 'Varighed', values: ['Under 20 min', '20–45 min', 'Over 45 min'] },
      { name: 'Stil', values: ['Hatha', 'Vinyasa', 'Yin'] },
      { name: 'Underviser' },
    ],
    tags: ['hofter', 'åndedræt', 'ryg', 'morgen', 'styrke', 'afspænding'],
    groups: ['Gratis videoer', 'Yoga-biblioteket', 'Morgenkortets videoer'],
    videos: [
      [
        'Morgenflow for begyndere',
        'Vågn op med blide bevægelser og rolige åndedrag. Passer til alle, også hvis du aldrig har prøvet yoga.',
      ],
      [
        'Vinyasa: styrke og balance',
        'Et flydende forløb med fokus på styrke i ben og core og balance på ét ben.',
      ],
      [
        'Yin for hofterne',
        'Lange, stille stræk for hofter og lænd. Vi bliver i hver stilling i flere minutter, så bindevævet får tid til at give slip. Tag gerne en pude og et tæppe med på måtten, og lad åndedrættet gøre arbejdet.',
      ],
      [
        'Åndedræt og ro',
        'En kort samtale og øvelse om åndedrættet, der falder til ro. Gratis for alle.',
      ],
      ['Ryggen i fokus', 'Mobilitet og styrke for en rygsøjle, der sidder ned hele dagen.'],
      ['Avanceret flow', 'Armbalancer, omvendte stillinger og et højt tempo for dig med erfaring.'],
      [
        'Samtale: yoga i hverdagen',
        'Vores undervisere fortæller, hvordan ti minutter om dagen gør en forskel.',
      ],
      ['Velkommen til studiet', 'En rundvisning for nye medlemmer.'],
    ],
  },
  en: {
    categories: ['Yoga', 'Talk'],
    filters: [
      { name: 'Level', values: ['Beginner', 'Intermediate', 'Advanced'] },
      { name: 'Duration', values: ['Under 20 min', '20–45 min', 'Over 45 min'] },
      { name: 'Style', values: ['Hatha', 'Vinyasa', 'Yin'] },
      { name: 'Teacher' },
    ],
    tags: ['hips', 'breath', 'back', 'morning', 'strength', 'relax'],
    groups: ['Free videos', 'Video library', 'Members’ videos'],
    videos: [
      [
        'Morning flow for beginners',
        'Wake up with gentle movement and calm breathing. For everyone, also if you have never tried yoga.',
      ],
      [
        'Vinyasa: strength and balance',
        'A flowing sequence for strong legs and core, and balance on one leg.',
      ],
      [
        'Yin for the hips',
        'Long, quiet stretches for hips and lower back. We stay in each pose for several minutes so the connective tissue has time to let go. Bring a cushion and a blanket to the mat and let the breath do the work.',
      ],
      [
        'Breath and calm',
        'A short talk and practice about a breath that settles. Free for everyone.',
      ],
      ['Focus on the back', 'Mobility and strength for a spine that sits down all day.'],
      ['Advanced flow', 'Arm balances, inversions and a quick pace for the experienced.'],
      ['Talk: yoga in everyday life', 'Our teachers tell how ten minutes a day make a difference.'],
      ['Welcome to the studio', 'A tour for new members.'],
    ],
  },
};

const captionCues: Record<'da' | 'en', string[]> = {
  da: [
    'Find en behagelig stilling.',
    'Træk vejret dybt ind.',
    'Og slip langsomt.',
    'Bliv her et øjeblik.',
  ],
  en: [
    'Find a comfortable position.',
    'Breathe in deeply.',
    'And slowly let go.',
    'Stay here for a moment.',
  ],
};

/** A WebVTT file of four-second cues. */
function webvtt(cues: string[]): string {
  const time = (s: number) => `00:00:${String(s).padStart(2, '0')}.000`;
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${time(i * 4)} --> ${time(i * 4 + 4)}\n${cue}\n`).join('\n')}`;
}

/** The demo library in a studio's language (da, else en). */
export function demoLibrary(locale: string): DemoLibrary {
  const lang = locale === 'da' ? 'da' : 'en';
  const w = words[lang];
  return {
    categories: w.categories.map((name, i) => ({ name, icon: i === 0 ? 'yoga' : 'talk' })),
    filters: w.filters.map((filter, i) =>
      i === 3
        ? { name: filter.name, type: 'teachers', values: [] }
        : { name: filter.name, type: 'custom', values: filter.values ?? [], more: i === STYLE },
    ),
    tags: w.tags,
    groups: w.groups.map((name, i) => ({
      name,
      access: i === 0 ? 'public' : i === 1 ? 'class_pass' : 'membership',
    })),
    videos: shape.map((video, i) => ({
      ...video,
      values: video.values.map(([f, v]) => [f, v] as [number, number]),
      tags: [...video.tags],
      related: [...video.related],
      name: w.videos[i]![0]!,
      description: w.videos[i]![1]!,
    })),
    captions: { da: webvtt(captionCues.da), en: webvtt(captionCues.en) },
  };
}
