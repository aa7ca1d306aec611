import { PLACEHOLDER_VIDEO_ID as PLACEHOLDER_VIDEO } from '@school/common';
import type { BlogEntry } from './types';

/** The five blog entries (docs/requirements.md#blog-page). `title` is the long text; over 600 characters it is cut. */
export const blogEntries: BlogEntry[] = [
  {
    name: 'Anirudh Kulkarni',
    designation: 'Senior Tabla Teacher',
    date: '2024-02-14',
    videoId: PLACEHOLDER_VIDEO,
    videoTitle: 'Ten minutes of tabla practice that actually works',
    title:
      'Most students who stop learning tabla do not stop because it is hard. They stop because practice feels shapeless. ' +
      'In this video I share the ten-minute routine I give every new student. Start with two minutes of single strokes on the dayan, ' +
      'listening for a ringing Na and a clean Tin. Then spend two minutes on the bayan, letting the Ge breathe instead of smothering it. ' +
      'Put them together in Teentaal at a speed so slow it feels silly, and count out loud. Speed is a reward for clarity, never a goal on its own. ' +
      'Finish by playing along with a lehra and recording yourself once a week. When you listen back after a month, you will hear a different player. ' +
      'Short, daily and recorded beats long and occasional every single time, and it keeps the joy in the instrument.',
  },
  {
    name: 'Sofia Mendes',
    designation: 'Piano Faculty',
    date: '2024-03-22',
    videoId: PLACEHOLDER_VIDEO,
    videoTitle: 'Hands together without tears',
    title:
      'Playing with both hands is the first real wall every piano student meets. The secret is that your hands do not need to be independent on day one; ' +
      'they need to be patient. Learn each hand until you can play it while talking to someone. Then combine them one beat at a time, ' +
      'stopping on every beat where both hands land together. Those landing points are the skeleton of the piece. ' +
      'Once the skeleton is solid, the notes in between fall into place. In the video I walk through a short study using this method, ' +
      'and you will see how quickly the tension leaves your shoulders when you stop trying to do everything at once. ' +
      'Remember to keep the wrist loose and to breathe at the end of every phrase.',
  },
  {
    name: 'Pt. Raghav Deshpande',
    designation: 'Head of Hindustani Vocal',
    date: '2024-05-06',
    videoId: PLACEHOLDER_VIDEO,
    videoTitle: 'Why we begin with Raag Yaman',
    title:
      'Raag Yaman is where many of us begin, and for good reason. Its tivra Madhyam teaches the ear to find a note that does not exist in everyday songs, ' +
      'and its evening mood is gentle enough for a beginner to live inside for months.',
  },
  {
    name: 'Kavya Menon',
    designation: 'Bollywood Vocal Coach',
    date: '2024-07-18',
    videoId: PLACEHOLDER_VIDEO,
    videoTitle: 'Singing film songs with your own voice',
    title:
      'Every student who comes to a Bollywood vocal class has a favourite playback singer, and almost every one of them tries to sound exactly like that singer. ' +
      'Imitation is a fine teacher for a while, but it can also hide your own voice. In our classes we first learn the song as written: the melody, the rhythm, ' +
      'the small ornaments that make it recognisable. Then we ask a simple question. What does this line mean to you? A lyric about waiting sounds different when you ' +
      'have waited for someone yourself. We work on diction, breath placement and dynamics so that your performance carries that meaning. ' +
      'By the end of a term, students still sing the same songs, but they sound like themselves, and that is when audiences start to listen. ' +
      'In this video, two of our students perform the same song in two very different ways.',
  },
  {
    name: 'Daniel Okafor',
    designation: 'Guitar Faculty',
    date: '2024-09-02',
    videoId: PLACEHOLDER_VIDEO,
    videoTitle: 'Three chords, a hundred songs',
    title:
      'Most of the songs you hum every day rest on three chords. On the guitar, G, C and D are where nearly every ' +
      'student starts, and in this video I show why they open so many doors. First we learn to hold each shape ' +
      'cleanly, one string at a time, until every note rings. Then we practise moving between two of them on the ' +
      'first beat of the bar, slowly, with the strumming hand never stopping even when the other hand is late. ' +
      'Once the changes feel calm, add the third chord and a simple down, down-up pattern. With those three shapes ' +
      'and a capo you can accompany folk songs, film songs and pop songs in almost any key, and every new chord you ' +
      'learn later joins a vocabulary you already speak.',
  },
];
