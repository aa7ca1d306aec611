import type { RisingStar, Testimonial } from './types';

const PLACEHOLDER_VIDEO = 'aqz-KE-bpKQ';

export const risingStars: RisingStar[] = [
  { name: 'Ishita Rao', location: 'Pune, India', subject: 'Hindustani Vocal', videoId: PLACEHOLDER_VIDEO },
  { name: 'Arjun Mehta', location: 'Toronto, Canada', subject: 'Tabla', videoId: PLACEHOLDER_VIDEO },
  { name: 'Leah Thomas', location: 'Melbourne, Australia', subject: 'Piano', videoId: PLACEHOLDER_VIDEO },
];

export const teacherTestimonials: Testimonial[] = [
  {
    name: 'Anirudh Kulkarni',
    location: 'Mumbai, India',
    subject: 'Tabla',
    quote:
      'I teach students on four continents from my own studio. The school handles scheduling and payments, so I can simply teach.',
  },
  {
    name: 'Sofia Mendes',
    location: 'Lisbon, Portugal',
    subject: 'Piano',
    quote:
      'One-to-one lessons let me shape every class around the student in front of me. That is the way music should be taught.',
  },
  {
    name: 'Kavya Menon',
    location: 'Kochi, India',
    subject: 'Bollywood Vocal',
    quote:
      'The verification was thorough and fair, and the support team answers within hours. I feel respected as a teacher here.',
  },
];

export const studentTestimonials: Testimonial[] = [
  {
    name: 'Rohan Gupta',
    location: 'Delhi, India',
    subject: 'Guitar',
    quote: "I played my first full song for my sister's wedding after four months of classes.",
  },
  {
    name: 'Emily Carter',
    location: 'Leeds, UK',
    subject: 'Piano',
    quote: 'At 52 I thought I was too old to start. My teacher proved me wrong every single week.',
  },
  {
    name: 'Nisha Patel',
    location: 'Houston, USA',
    subject: 'Hindustani Vocal',
    quote: 'Classes fit around my work shifts and my riyaz has become the calmest part of my day.',
  },
  {
    name: 'Aarav Singh',
    location: 'Singapore',
    subject: 'Tabla',
    quote: 'My teacher records slow versions of every kaida so I can practise along between classes.',
  },
  {
    name: 'Fatima Sheikh',
    location: 'Dubai, UAE',
    subject: 'Bollywood Vocal',
    quote: 'I finally sing in tune at family gatherings, and people ask me for one more song.',
  },
  {
    name: 'Lucas Weber',
    location: 'Berlin, Germany',
    subject: 'Guitar',
    quote: 'Clear feedback, patient explanations and lessons that are genuinely fun.',
  },
];
