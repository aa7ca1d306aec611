import type { TextSection } from './types';

export const whoWeAre: TextSection = {
  heading: 'Who We Are',
  paragraphs: [
    `{school} is an online music school for instruments and singing. Our teachers are working musicians who teach live, one to one, so every lesson follows your pace, your goals and the music you love.`,
  ],
};

export const whyUs: { heading: string; points: { title: string; text: string }[] } = {
  heading: 'Why Choose Us',
  points: [
    {
      title: 'Live one-to-one classes',
      text: 'No pre-recorded courses: a real teacher listens, corrects and encourages you in every class.',
    },
    {
      title: 'Verified teachers',
      text: 'Every teacher passes a demonstration class and a background check before meeting a student.',
    },
    { title: 'Flexible timings', text: "Pick slots that suit your time zone, and reschedule with a day's notice." },
    {
      title: 'Learn at any age',
      text: 'Our youngest student is six, our oldest is seventy-three. Music waits for no one, and excludes no one.',
    },
  ],
};

export const counters = [
  { value: 15, suffix: '+', label: 'User countries' },
  { value: 200, suffix: '+', label: 'Valued teachers' },
  { value: 1500, suffix: '+', label: 'Happy students' },
] as const;

export const homeHowItWorks = ['Enroll', 'Get 1-1 training', 'Certified as musician'] as const;
export const homeHowItWorksText: Record<(typeof homeHowItWorks)[number], string> = {
  Enroll: 'Book a free trial, meet your teacher and choose a plan that fits.',
  'Get 1-1 training': 'Learn live with your own teacher, with practice notes after every class.',
  'Certified as musician': 'Complete your level and receive a certificate of your progress.',
};

export const careerHowItWorks = ['Register', 'Verification', 'Take classes'] as const;
export const careerHowItWorksText: Record<(typeof careerHowItWorks)[number], string> = {
  Register: 'Send us your application below with your resume as a PDF.',
  Verification: 'Give a short demonstration class and complete a background check.',
  'Take classes': 'Set your weekly availability and start teaching students worldwide.',
};

export const careerGuidance: TextSection = {
  heading: 'Teach Music With Us',
  paragraphs: [
    'Are you a trained musician who loves to share your craft? We are always looking for patient, skilled teachers of guitar, piano, tabla, Hindustani vocal and Bollywood vocal.',
    'You teach from home, one to one, at hours you choose. We bring the students, handle scheduling and payments, and support you with lesson plans and a friendly teacher community.',
    'A strong application tells us what you teach, how long you have taught, and the kind of students you enjoy working with.',
  ],
};

export const aboutSections: TextSection[] = [
  {
    heading: 'About Us',
    paragraphs: [
      `{school} teaches guitar, piano, tabla, Hindustani vocal and Bollywood vocal to students of every age, live and online.`,
      'Each student learns with one teacher, one to one, following a plan built around their goals: a first song, a graded exam, a stage performance or simply the joy of playing.',
    ],
  },
  {
    heading: 'Our Story',
    paragraphs: [
      `We started in {founded}, when concert halls closed and many musicians we knew had students but no way to reach them. A handful of teachers moved their lessons to video calls and discovered that a good teacher and a good connection are all a lesson needs.`,
      'Word spread from family to family and city to city. Today our teachers span Indian classical, film and Western traditions, and our students join from more than fifteen countries.',
    ],
  },
  {
    heading: 'What We Believe',
    paragraphs: [
      'Music belongs to everyone. We keep classes personal, feedback honest and practice realistic, so that learning an instrument or singing becomes a lifelong habit rather than a short-lived resolution.',
    ],
  },
];

export const contactIntro =
  'Have a question about classes, fees or timings? Write to us and we will reply within one working day.';
export const trialIntro =
  'Tell us who you are and what you would like to learn. We will call you to schedule a free one-to-one class with a teacher.';
