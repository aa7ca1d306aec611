/**
 * The FAQ as web/src/content/faq.ts held it when the FAQ became content, copied here once: a migration never
 * changes, and the server never imports the site's code. tests/unit/server/content-seed.test.ts compares the two.
 */
export const SEED_FAQS = [
  {
    question: 'What do I need for an online lesson?',
    answer:
      'Your instrument (a keyboard is fine for piano, and singers need only their voice), a phone, tablet or laptop with a camera, a steady internet connection and a quiet corner. Headphones help you hear your teacher clearly. Tabla students should place the camera so that both drums are in view.',
  },
  {
    question: 'Which video platform do you use?',
    answer:
      'Each teacher has their own video-call room, on Zoom or Google Meet. Its link comes in your booking email, with the time in your own time zone, and opens in a browser or the free app: there is nothing else to install.',
  },
  {
    question: 'What happens if I miss a class?',
    answer:
      'Tell your teacher at least 24 hours before and the class moves to another time that week at no cost. If something comes up at the last minute, write to us and we will do our best to find you another slot.',
  },
  {
    question: 'I live in a different time zone. Can I still join?',
    answer:
      'Yes. Our teachers live in several countries and teach from early morning to late evening, India time. The times we offer are shown in your own time zone, and we match you with a teacher whose hours suit yours.',
  },
  {
    question: 'How long is the free trial class?',
    answer:
      'The trial is a 30-minute one-to-one class. You meet your teacher, play or sing a little, talk about your goals and leave with a first exercise. There is no charge and nothing to commit to afterwards.',
  },
];
