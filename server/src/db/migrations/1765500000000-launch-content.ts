import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shipped guitar post had no text: it gets its body in an install that never edited it (an edited post is the
 * school's and stays as it is; a new install's starter content has it already). web/src/content/blog.ts holds
 * the same words, and so does the starter content (modules/starter-content.ts); tests/unit/server/
 * content-seed.test.ts keeps the three equal.
 */
export const GUITAR_POST_TITLE = 'Three chords, a hundred songs';
export const GUITAR_POST_BODY =
  '<p>Most of the songs you hum every day rest on three chords. On the guitar, G, C and D are where nearly every ' +
  'student starts, and in this video I show why they open so many doors. First we learn to hold each shape ' +
  'cleanly, one string at a time, until every note rings. Then we practise moving between two of them on the ' +
  'first beat of the bar, slowly, with the strumming hand never stopping even when the other hand is late. ' +
  'Once the changes feel calm, add the third chord and a simple down, down-up pattern. With those three shapes ' +
  'and a capo you can accompany folk songs, film songs and pop songs in almost any key, and every new chord you ' +
  'learn later joins a vocabulary you already speak.</p>';

export class LaunchContent1765500000000 implements MigrationInterface {
  name = 'LaunchContent1765500000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const [body, title] = pg ? ['$1', '$2'] : ['?', '?'];
    await runner.query(`UPDATE blog_posts SET body = ${body} WHERE title = ${title} AND body = ''`, [
      GUITAR_POST_BODY,
      GUITAR_POST_TITLE,
    ]);
    // the site renders its pages again when this moves (docs/requirements.md#publishing)
    await runner.query('UPDATE site_state SET version = version + 1');
  }

  async down(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const [title, body] = pg ? ['$1', '$2'] : ['?', '?'];
    await runner.query(`UPDATE blog_posts SET body = '' WHERE title = ${title} AND body = ${body}`, [
      GUITAR_POST_TITLE,
      GUITAR_POST_BODY,
    ]);
  }
}
