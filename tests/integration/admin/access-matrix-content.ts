/** The access matrix's content operations (tests/integration/content): admins and editors only. */
import type { Answer } from '../../helpers/http';
import { uploadImage } from '../../helpers/images';
import { NO_ID, type Operation, type Role } from './access-matrix-types';

const CONTENT: Role[] = ['admin', 'editor'];

type Query = (query: string, variables?: () => Record<string, unknown>) => (cookie: string | null) => Promise<Answer>;

export function contentOperations(
  url: () => string,
  ids: Record<string, string>,
  picture: () => Buffer,
  q: Query,
): Operation[] {
  return [
    // the site's content (tests/integration/content): admins and editors
    ...(
      [
        ['blogPosts', 'saveBlogPost', 'deleteBlogPost', 'BlogPostInput', { title: 'Access', body: '<p>x</p>' }],
        [
          'courses',
          'saveCourse',
          'deleteCourse',
          'CourseInput',
          { id: '__course', slug: 'guitar', name: 'Guitar', group: 'Instruments', summary: 'Strings.', highlights: [] },
        ],
        [
          'testimonials',
          'saveTestimonial',
          'deleteTestimonial',
          'TestimonialInput',
          { kind: 'student', name: 'Asha', location: '', subject: '', quote: 'Lovely.' },
        ],
        [
          'risingStars',
          'saveRisingStar',
          'deleteRisingStar',
          'RisingStarInput',
          { name: 'Asha', location: '', subject: '', youtubeId: 'aqz-KE-bpKQ' },
        ],
        [
          'homeCounters',
          'saveHomeCounter',
          'deleteHomeCounter',
          'HomeCounterInput',
          { value: 7, suffix: '+', label: 'Cities' },
        ],
        ['faqs', 'saveFaq', 'deleteFaq', 'FaqInput', { question: 'Is there a sibling discount?', answer: 'Ask us.' }],
      ] as const
    ).flatMap(([list, save, remove, input, fields]): Operation[] => [
      { name: `query ${list}`, roles: CONTENT, run: q(`{ ${list} { id published } }`) },
      {
        name: `mutation ${save}`,
        roles: CONTENT,
        // a course takes the id of one of the five (a sixth is refused)
        run: q(`mutation($input: ${input}!) { ${save}(input: $input) { id } }`, () => ({
          input: { ...fields, ...('id' in fields ? { id: ids.course } : {}), published: true },
        })),
      },
      {
        name: `mutation ${remove}`,
        roles: CONTENT,
        allowedCodes: ['NOT_FOUND'],
        run: q(`mutation { ${remove}(id: "${NO_ID}") }`),
      },
      {
        name: `query ${save.replace('save', 'preview')}`,
        roles: CONTENT,
        run: q(`query($input: ${input}!) { ${save.replace('save', 'preview')}(input: $input) { path } }`, () => ({
          input: { ...fields, ...('id' in fields ? { id: ids.course } : {}), published: true },
        })),
      },
    ]),
    {
      name: 'query contentVersions',
      roles: CONTENT,
      run: q('query($id: ID!) { contentVersions(kind: course, id: $id) { id savedBy } }', () => ({ id: ids.course })),
    },
    {
      name: 'mutation rollbackContent',
      roles: CONTENT,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { rollbackContent(kind: course, id: "${NO_ID}", versionId: "${NO_ID}") { id } }`),
    },
    { name: 'query contentImages', roles: CONTENT, run: q('{ contentImages { id alt src } }') },
    {
      name: 'mutation uploadContentImage',
      roles: CONTENT,
      run: (cookie) => uploadImage(url(), cookie, picture(), 'access.png', 'A picture for the access test'),
    },
    { name: 'query schoolDetails', roles: CONTENT, run: q('{ schoolDetails { name supportEmail } }') },
    {
      name: 'query previewSchoolDetails',
      roles: CONTENT,
      run: q('query($input: SchoolDetailsInput!) { previewSchoolDetails(input: $input) { path } }', () => ({
        input: {
          name: 'Raagarambh Music School',
          supportEmail: 'support@raagarambh.example',
          socialLinks: [],
          companySiteLabel: 'Raagarambh Studios',
          companySiteUrl: 'https://studios.raagarambh.example',
          foundedYear: 2020,
          copyrightYear: 2024,
        },
      })),
    },
    {
      name: 'mutation saveSchoolDetails',
      roles: CONTENT,
      run: q('mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { name } }', () => ({
        input: {
          name: 'Raagarambh Music School',
          supportEmail: 'support@raagarambh.example',
          socialLinks: [],
          companySiteLabel: 'Raagarambh Studios',
          companySiteUrl: 'https://studios.raagarambh.example',
          foundedYear: 2020,
          copyrightYear: 2024,
        },
      })),
    },
  ];
}
