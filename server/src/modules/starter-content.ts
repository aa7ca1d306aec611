/**
 * The starter content: what a new install's site shows before the school writes its own (the words web/src/content
 * held when content moved into the database). The starter-content seed (content/starter-content.seed.ts) publishes
 * it once per install; tests/unit/server/content-seed.test.ts keeps it equal to web/src/content, and the launch
 * checklist (dashboard/launch-checklist.ts) names what of it is still shown.
 */

export const STARTER_BLOG_POSTS = [
  {
    title: 'Ten minutes of tabla practice that actually works',
    body: '<p>Most students who stop learning tabla do not stop because it is hard. They stop because practice feels shapeless. In this video I share the ten-minute routine I give every new student. Start with two minutes of single strokes on the dayan, listening for a ringing Na and a clean Tin. Then spend two minutes on the bayan, letting the Ge breathe instead of smothering it. Put them together in Teentaal at a speed so slow it feels silly, and count out loud. Speed is a reward for clarity, never a goal on its own. Finish by playing along with a lehra and recording yourself once a week. When you listen back after a month, you will hear a different player. Short, daily and recorded beats long and occasional every single time, and it keeps the joy in the instrument.</p>',
    youtubeId: 'aqz-KE-bpKQ',
    authorName: 'Anirudh Kulkarni',
    authorRole: 'Senior Tabla Teacher',
    date: '2024-02-14',
  },
  {
    title: 'Hands together without tears',
    body: '<p>Playing with both hands is the first real wall every piano student meets. The secret is that your hands do not need to be independent on day one; they need to be patient. Learn each hand until you can play it while talking to someone. Then combine them one beat at a time, stopping on every beat where both hands land together. Those landing points are the skeleton of the piece. Once the skeleton is solid, the notes in between fall into place. In the video I walk through a short study using this method, and you will see how quickly the tension leaves your shoulders when you stop trying to do everything at once. Remember to keep the wrist loose and to breathe at the end of every phrase.</p>',
    youtubeId: 'aqz-KE-bpKQ',
    authorName: 'Sofia Mendes',
    authorRole: 'Piano Faculty',
    date: '2024-03-22',
  },
  {
    title: 'Why we begin with Raag Yaman',
    body: '<p>Raag Yaman is where many of us begin, and for good reason. Its tivra Madhyam teaches the ear to find a note that does not exist in everyday songs, and its evening mood is gentle enough for a beginner to live inside for months.</p>',
    youtubeId: 'aqz-KE-bpKQ',
    authorName: 'Pt. Raghav Deshpande',
    authorRole: 'Head of Hindustani Vocal',
    date: '2024-05-06',
  },
  {
    title: 'Singing film songs with your own voice',
    body: '<p>Every student who comes to a Bollywood vocal class has a favourite playback singer, and almost every one of them tries to sound exactly like that singer. Imitation is a fine teacher for a while, but it can also hide your own voice. In our classes we first learn the song as written: the melody, the rhythm, the small ornaments that make it recognisable. Then we ask a simple question. What does this line mean to you? A lyric about waiting sounds different when you have waited for someone yourself. We work on diction, breath placement and dynamics so that your performance carries that meaning. By the end of a term, students still sing the same songs, but they sound like themselves, and that is when audiences start to listen. In this video, two of our students perform the same song in two very different ways.</p>',
    youtubeId: 'aqz-KE-bpKQ',
    authorName: 'Kavya Menon',
    authorRole: 'Bollywood Vocal Coach',
    date: '2024-07-18',
  },
  {
    title: 'Three chords, a hundred songs',
    body:
      '<p>Most of the songs you hum every day rest on three chords. On the guitar, G, C and D are where nearly every ' +
      'student starts, and in this video I show why they open so many doors. First we learn to hold each shape ' +
      'cleanly, one string at a time, until every note rings. Then we practise moving between two of them on the ' +
      'first beat of the bar, slowly, with the strumming hand never stopping even when the other hand is late. ' +
      'Once the changes feel calm, add the third chord and a simple down, down-up pattern. With those three shapes ' +
      'and a capo you can accompany folk songs, film songs and pop songs in almost any key, and every new chord you ' +
      'learn later joins a vocabulary you already speak.</p>',
    youtubeId: 'aqz-KE-bpKQ',
    authorName: 'Daniel Okafor',
    authorRole: 'Guitar Faculty',
    date: '2024-09-02',
  },
];

export const STARTER_COURSES = [
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

export const STARTER_TESTIMONIALS = [
  {
    kind: 'teacher',
    name: 'Anirudh Kulkarni',
    location: 'Mumbai, India',
    subject: 'Tabla',
    quote:
      'I teach students on four continents from my own studio. The school handles scheduling and payments, so I can simply teach.',
  },
  {
    kind: 'teacher',
    name: 'Sofia Mendes',
    location: 'Lisbon, Portugal',
    subject: 'Piano',
    quote:
      'One-to-one lessons let me shape every class around the student in front of me. That is the way music should be taught.',
  },
  {
    kind: 'teacher',
    name: 'Kavya Menon',
    location: 'Kochi, India',
    subject: 'Bollywood Vocal',
    quote:
      'The verification was thorough and fair, and the support team answers within hours. I feel respected as a teacher here.',
  },
  {
    kind: 'student',
    name: 'Rohan Gupta',
    location: 'Delhi, India',
    subject: 'Guitar',
    quote: "I played my first full song for my sister's wedding after four months of classes.",
  },
  {
    kind: 'student',
    name: 'Emily Carter',
    location: 'Leeds, UK',
    subject: 'Piano',
    quote: 'At 52 I thought I was too old to start. My teacher proved me wrong every single week.',
  },
  {
    kind: 'student',
    name: 'Nisha Patel',
    location: 'Houston, USA',
    subject: 'Hindustani Vocal',
    quote: 'Classes fit around my work shifts and my riyaz has become the calmest part of my day.',
  },
  {
    kind: 'student',
    name: 'Aarav Singh',
    location: 'Singapore',
    subject: 'Tabla',
    quote: 'My teacher records slow versions of every kaida so I can practise along between classes.',
  },
  {
    kind: 'student',
    name: 'Fatima Sheikh',
    location: 'Dubai, UAE',
    subject: 'Bollywood Vocal',
    quote: 'I finally sing in tune at family gatherings, and people ask me for one more song.',
  },
  {
    kind: 'student',
    name: 'Lucas Weber',
    location: 'Berlin, Germany',
    subject: 'Guitar',
    quote: 'Clear feedback, patient explanations and lessons that are genuinely fun.',
  },
];

export const STARTER_RISING_STARS = [
  { name: 'Ishita Rao', location: 'Pune, India', subject: 'Hindustani Vocal', youtubeId: 'aqz-KE-bpKQ' },
  { name: 'Arjun Mehta', location: 'Toronto, Canada', subject: 'Tabla', youtubeId: 'aqz-KE-bpKQ' },
  { name: 'Leah Thomas', location: 'Melbourne, Australia', subject: 'Piano', youtubeId: 'aqz-KE-bpKQ' },
];

export const STARTER_HOME_COUNTERS = [
  { value: 15, suffix: '+', label: 'User countries' },
  { value: 200, suffix: '+', label: 'Valued teachers' },
  { value: 1500, suffix: '+', label: 'Happy students' },
];

export const STARTER_SCHOOL = {
  name: 'Raagarambh Music School',
  supportEmail: 'support@raagarambh.example',
  socialLinks: [
    { label: 'Instagram', href: 'https://www.instagram.com/raagarambh.music' },
    { label: 'YouTube', href: 'https://www.youtube.com/@raagarambh.music' },
    { label: 'Facebook', href: 'https://www.facebook.com/raagarambh.music' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/raagarambh-music' },
  ],
  companySiteLabel: 'Raagarambh Studios',
  companySiteUrl: 'https://studios.raagarambh.example',
  foundedYear: 2020,
  copyrightYear: 2024,
};

export const STARTER_FAQS = [
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
