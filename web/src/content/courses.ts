import type { Course } from './types';

/** The five courses (docs/requirements.md#courses), in the order the site lists them. */
export const courses: Course[] = [
  {
    slug: 'guitar',
    name: 'Guitar',
    group: 'Instruments',
    summary: 'From your first chords to fingerstyle and lead playing, on acoustic or electric guitar.',
    highlights: [
      'Chords, strumming and rhythm',
      'Scales, riffs and improvisation',
      'Songs you choose, arranged for your level',
    ],
  },
  {
    slug: 'piano',
    name: 'Piano',
    group: 'Instruments',
    summary: 'Read music, build independent hands and play the pieces you love, on a piano or keyboard.',
    highlights: ['Reading notation and chord charts', 'Technique for both hands', 'Optional graded exam preparation'],
  },
  {
    slug: 'tabla',
    name: 'Tabla',
    group: 'Instruments',
    summary: 'Learn the bols, theka and compositions of the tabla, and accompany songs with confidence.',
    highlights: [
      'Clear strokes on dayan and bayan',
      'Teentaal, Keherwa, Dadra and more',
      'Kaida, tukda and accompaniment',
    ],
  },
  {
    slug: 'hindustani-vocal',
    name: 'Hindustani Vocal',
    group: 'Singing',
    summary: 'Train your voice in the North Indian classical tradition, from sargam and alankars to raga.',
    highlights: ['Sur, breath and voice culture', 'Alankars, ragas and bandishes', 'Taal awareness and improvisation'],
  },
  {
    slug: 'bollywood-vocal',
    name: 'Bollywood Vocal',
    group: 'Singing',
    summary: 'Sing your favourite film songs with better pitch, expression and stage confidence.',
    highlights: ['Pitch, range and expression', 'Song interpretation and diction', 'Recording and performance tips'],
  },
];

export const FEES_HINT = 'Book a free trial class to learn the fees and timings for this course.';
