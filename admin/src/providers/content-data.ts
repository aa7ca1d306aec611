/**
 * The site's content (docs/requirements.md#content) as the dashboard reads and changes it. Each kind's list comes whole, in the
 * site's order (blog posts newest first, the others by position, testimonials per kind), and stays in
 * that order here: the lists show what the site shows. One save<Kind> adds or changes an item with all its
 * fields; `position` is sent only when it moves. The documents are documents/content.graphql.
 */
import type { GetListParams, Identifier } from 'react-admin';
import * as gql from '../gql/graphql';
import type {
  ContentImageFieldsFragment,
  ContentKind,
  ContentPreviewFieldsFragment,
  ContentVersionFieldsFragment,
  SchoolDetailsFieldsFragment,
} from '../gql/graphql';
import type { GraphqlRequest, GraphqlUpload, UploadOptions } from './graphql-client';
import type { WholeList } from './whole-list';

type Data = Record<string, unknown>;
type Document<Result, Variables> = gql.TypedDocumentString<Result, Variables>;

export type ContentVersion = ContentVersionFieldsFragment;
export type SchoolDetails = SchoolDetailsFieldsFragment;
export type ContentPreview = ContentPreviewFieldsFragment;
export type ContentImage = ContentImageFieldsFragment;

interface KindDocuments {
  kind: ContentKind;
  list: Document<{ rows: { id: string }[] }, { [key: string]: never }>;
  save: Document<{ record: { id: string } }, { input: never }>;
  remove: Document<{ id: string }, { id: string }>;
  preview: Document<{ preview: ContentPreview }, { input: never }>;
  /** The input's fields from the form (without id, published and position). */
  fields: (data: Data) => Data;
  /** The field a list is split by (testimonials: teacher / student). */
  scope?: string;
}

const text = (data: Data, key: string) => (typeof data[key] === 'string' ? data[key].trim() : '');
const optional = (data: Data, key: string) => text(data, key) || null;
/** A whole number from a number field, or null when it is left empty. */
const wholeOrNull = (data: Data, key: string) =>
  data[key] === null || data[key] === undefined || data[key] === '' ? null : Number(data[key]);
const lines = (value: unknown) =>
  (Array.isArray(value) ? value.map((line) => (typeof line === 'string' ? line : '')) : [])
    .map((line) => line.trim())
    .filter(Boolean);
/** The form holds the chosen image whole (`image`, as the record has it); the input names it by id. */
const imageId = (data: Data) => {
  const image = data.image as { id?: unknown } | null | undefined;
  return typeof image?.id === 'string' ? image.id : null;
};

/** Each content resource: its GraphQL kind, documents and input fields. */
export const CONTENT_KINDS: Record<string, KindDocuments> = {
  'blog-posts': {
    kind: 'blogPost',
    list: gql.BlogPostsDocument,
    save: gql.SaveBlogPostDocument,
    remove: gql.DeleteBlogPostDocument,
    preview: gql.PreviewBlogPostDocument,
    fields: (d) => ({
      title: text(d, 'title'),
      body: typeof d.body === 'string' ? d.body : '',
      youtubeId: optional(d, 'youtubeId'),
      authorName: text(d, 'authorName'),
      authorRole: text(d, 'authorRole'),
      imageId: imageId(d),
    }),
  },
  courses: {
    kind: 'course',
    list: gql.CoursesDocument,
    save: gql.SaveCourseDocument,
    remove: gql.DeleteCourseDocument,
    preview: gql.PreviewCourseDocument,
    fields: (d) => ({
      slug: text(d, 'slug'),
      name: text(d, 'name'),
      group: text(d, 'group'),
      summary: text(d, 'summary'),
      highlights: lines(d.highlights),
      imageId: imageId(d),
      level: optional(d, 'level'),
      ages: optional(d, 'ages'),
      lessonMinutes: wholeOrNull(d, 'lessonMinutes'),
      fee: optional(d, 'fee'),
    }),
  },
  testimonials: {
    kind: 'testimonial',
    list: gql.TestimonialsDocument,
    save: gql.SaveTestimonialDocument,
    remove: gql.DeleteTestimonialDocument,
    preview: gql.PreviewTestimonialDocument,
    scope: 'kind',
    fields: (d) => ({
      kind: text(d, 'kind'),
      name: text(d, 'name'),
      location: text(d, 'location'),
      subject: text(d, 'subject'),
      quote: text(d, 'quote'),
      imageId: imageId(d),
    }),
  },
  'rising-stars': {
    kind: 'risingStar',
    list: gql.RisingStarsDocument,
    save: gql.SaveRisingStarDocument,
    remove: gql.DeleteRisingStarDocument,
    preview: gql.PreviewRisingStarDocument,
    fields: (d) => ({
      name: text(d, 'name'),
      location: text(d, 'location'),
      subject: text(d, 'subject'),
      youtubeId: text(d, 'youtubeId'),
    }),
  },
  'home-counters': {
    kind: 'homeCounter',
    list: gql.HomeCountersDocument,
    save: gql.SaveHomeCounterDocument,
    remove: gql.DeleteHomeCounterDocument,
    preview: gql.PreviewHomeCounterDocument,
    fields: (d) => ({
      value: typeof d.value === 'number' ? d.value : Number(d.value ?? 0),
      suffix: typeof d.suffix === 'string' ? d.suffix : '',
      label: text(d, 'label'),
    }),
  },
  faqs: {
    kind: 'faq',
    list: gql.FaqsDocument,
    save: gql.SaveFaqDocument,
    remove: gql.DeleteFaqDocument,
    preview: gql.PreviewFaqDocument,
    fields: (d) => ({ question: text(d, 'question'), answer: text(d, 'answer') }),
  },
};

export const CONTENT_RESOURCES = Object.keys(CONTENT_KINDS);

/** The school details page: a resource of one record, this id. */
export const SCHOOL_DETAILS_ID = 'school';

function contentInput(spec: KindDocuments, data: Data, previous?: Data) {
  const input: Data = { ...spec.fields(data), published: data.published === true };
  if (typeof previous?.id === 'string' || typeof previous?.id === 'number') input.id = String(previous.id);
  const moved = typeof data.position === 'number' && data.position !== previous?.position;
  if (moved) input.position = data.position;
  return input;
}

/** One kind as a list the API answers whole: filtered (scope, search) but never re-sorted. */
function contentList(request: GraphqlRequest, spec: KindDocuments): WholeList {
  const getAll = async () => (await request(spec.list)).rows;
  const save = async (input: Data) => (await request(spec.save, { input: input as never })).record;
  return {
    getAll,
    async getList(params: Partial<GetListParams>) {
      const filter = (params.filter ?? {}) as Data;
      let rows = await getAll();
      if (spec.scope && typeof filter[spec.scope] === 'string')
        rows = rows.filter((row) => (row as Data)[spec.scope!] === filter[spec.scope!]);
      const { page = 1, perPage = 100 } = params.pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    },
    create: (data) => save(contentInput(spec, data)),
    update: (id: Identifier, data, previous) => save(contentInput(spec, data, { ...previous, id })),
    remove: async (id: Identifier) => {
      await request(spec.remove, { id: String(id) });
    },
  };
}

export function createContentLists(request: GraphqlRequest): Record<string, WholeList> {
  return Object.fromEntries(CONTENT_RESOURCES.map((name) => [name, contentList(request, CONTENT_KINDS[name])]));
}

const schoolInput = (data: Data) => ({
  name: text(data, 'name'),
  supportEmail: text(data, 'supportEmail'),
  socialLinks: (Array.isArray(data.socialLinks) ? (data.socialLinks as Data[]) : [])
    .filter((link) => link && (text(link, 'label') || text(link, 'href')))
    .map((link) => ({ label: text(link, 'label'), href: text(link, 'href') })),
  companySiteLabel: text(data, 'companySiteLabel'),
  companySiteUrl: text(data, 'companySiteUrl'),
  foundedYear: Number(data.foundedYear),
  copyrightYear: Number(data.copyrightYear),
  phone: optional(data, 'phone'),
  whatsapp: optional(data, 'whatsapp'),
});

/** The school's details as a list of one record (the page edits it with react-admin's Edit). */
export function createSchoolDetailsList(request: GraphqlRequest): WholeList {
  const withId = (details: SchoolDetails) => ({ ...details, id: SCHOOL_DETAILS_ID });
  const getAll = async () => [withId((await request(gql.SchoolDetailsDocument)).record)];
  const save = async (data: Data) =>
    withId((await request(gql.SaveSchoolDetailsDocument, { input: schoolInput(data) })).record);
  return {
    getAll,
    getList: async () => ({ data: await getAll(), total: 1 }),
    create: save,
    update: (_id, data) => save(data),
  };
}

export interface ContentData {
  /** An item's published versions, newest first. */
  getContentVersions(resource: string, id: Identifier): Promise<ContentVersion[]>;
  /** Puts a version back, published; answers the new version. */
  rollbackContent(resource: string, id: Identifier, versionId: string): Promise<ContentVersion>;
  /** The page the form's item shows on, rendered as if it were published as it stands (nothing is saved). */
  previewContent(resource: string, data: Data, previous?: Data): Promise<ContentPreview>;
  /** The latest uploaded images, newest first (the image field's picker). */
  getContentImages(): Promise<ContentImage[]>;
  /** Uploads an image with its text alternative; answers it with its files. */
  uploadContentImage(file: Blob, alt: string, options?: UploadOptions): Promise<ContentImage>;
}

/** How many of the latest images the picker offers. */
export const PICKER_IMAGES = 60;

export function createContentData(request: GraphqlRequest, upload: GraphqlUpload): ContentData {
  const kindOf = (resource: string) => {
    const spec = CONTENT_KINDS[resource];
    if (!spec) throw new Error(`${resource} has no versions`);
    return spec.kind;
  };
  return {
    getContentVersions: async (resource, id) =>
      (await request(gql.ContentVersionsDocument, { kind: kindOf(resource), id: String(id) })).versions,
    rollbackContent: async (resource, id, versionId) =>
      (await request(gql.RollbackContentDocument, { kind: kindOf(resource), id: String(id), versionId })).version,
    previewContent: async (resource, data, previous) => {
      if (resource === 'school-details')
        return (await request(gql.PreviewSchoolDetailsDocument, { input: schoolInput(data) })).preview;
      const spec = CONTENT_KINDS[resource];
      if (!spec) throw new Error(`${resource} has no preview`);
      const input = { ...contentInput(spec, data, previous), published: true };
      return (await request(spec.preview, { input: input as never })).preview;
    },
    getContentImages: async () => (await request(gql.ContentImagesDocument, { limit: PICKER_IMAGES })).rows,
    uploadContentImage: async (file, alt, options) =>
      (await upload(gql.UploadContentImageDocument, { file: file as File, alt }, options)).image,
  };
}
